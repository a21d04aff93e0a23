// SPDX-License-Identifier: GPL-3.0-or-later
#include "livesummary.h"

#include "text/typography.h"

#include "planrunner.h"
#include "scenariomodel.h"
#include "text/comparison.h"
#include "text/displaynames.h"
#include "uitr.h"

#include <QEvent>
#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <vector>

namespace gpuplan::ui {

LiveSummary::LiveSummary(const ScenarioModel &model, const PlanRunner &runner, QWidget *parent)
    : QFrame(parent), m_model(model), m_runner(runner)
{
    setObjectName(QStringLiteral("liveSummary"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_body = new QLabel(this);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_link = new QLabel(this);
    m_link->setTextFormat(Qt::RichText);
    m_link->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_link, &QLabel::linkActivated, this, [this] { emit showResultsRequested(); });
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    layout->addWidget(m_link);
    setFixedWidth(fontMetrics().averageCharWidth() * 26);
    connect(&m_runner, &PlanRunner::planReady, this, [this] { render(); });
    connect(&m_runner, &PlanRunner::busyChanged, this, [this] { render(); });
    render();
}

QString LiveSummary::text() const
{
    return m_title->text() + QLatin1Char('\n') + QTextDocumentFragment::fromHtml(m_body->text()).toPlainText();
}

void LiveSummary::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        render();
    if (event->type() == QEvent::FontChange)   // presentation mode: wider with the larger text
        setFixedWidth(fontMetrics().averageCharWidth() * 26);
}

void LiveSummary::render()
{
    m_title->setText(tr("Answer so far"));
    m_link->setText(QStringLiteral("<a href=\"results\">%1</a>").arg(tr("Show the results").toHtmlEscaped()));
    if (!m_runner.hasPlan()) {
        m_body->setText(Tr::tr("Computing…"));   // the charts' own message
        return;
    }
    const engine::Plan &plan = m_runner.plan();
    const engine::Scenario &s = m_runner.planScenario();
    QString html;
    if (!plan.issues.empty()) {
        // A config.json key may break after its underscores: the narrow panel cut
        // "（max_position_embed" at its edge (a zh_CN QA pass).
        html = issueText(plan.issues.front()).toHtmlEscaped().replace(u'_', QStringLiteral("_&#8203;"));
    } else if (const engine::Option *o = engine::comparedOption(plan); !o) {
        html = tr("No GPU to compare.").toHtmlEscaped();
    } else {
        html = QStringLiteral("<b>%1</b>").arg(comparisonColumnTitle(*o, plan).toHtmlEscaped());
        const bool training = isTraining(s.workload);
        // An option that does not fit says so first (its time and cost are "–").
        // The planned GPUs first, so the time after them reads as theirs and the purchase's own days
        // as the servers' (a QA pass read "14.6 days on all of them" and "58.6 days" as two answers).
        // One that fits but misses a goal says which first (a GUI QA pass: "5.3 days" under a 1-day
        // deadline, and nothing said it was missed).
        std::vector<ResultRow> rows = o->fits ? std::vector {ResultRow::Gpus, ResultRow::Time, ResultRow::ToBuy, ResultRow::Cost}
                                              : std::vector {ResultRow::Verdict, ResultRow::Memory};
        if (o->fits && !engine::meetsGoals(*o))
            rows.insert(rows.begin(), ResultRow::Verdict);
        // Every GPU compared is export-controlled in the region: the closest one's verdict says it cannot
        // be bought there, and a purchase and its cost beside that read as an offer (a QA pass in the
        // China region with H100 and H200 saw "该地区无法采购" over "购买：2 台服务器").
        if (o->fits && engine::firstMissedGoal(*o) == engine::MissedGoal::Region)
            std::erase_if(rows, [](ResultRow r) { return r == ResultRow::ToBuy || r == ResultRow::Cost; });
        for (ResultRow row : rows) {
            const QString cell = comparisonCell(row, *o, plan, s);
            if (!cell.isEmpty())
                //: the answer so far beside the wizard: "Training time: 15.6 days" (a row title and its cell)
                html += QStringLiteral("<br>") + keepUnitsTogether(tr("%1: %2").arg(rowTitle(row, training), cell)).toHtmlEscaped();
        }
    }
    // An edit the plan has not caught up with yet (plans take milliseconds; a large search longer).
    if (m_runner.isBusy() || !(s == m_model.scenario()))
        html += QStringLiteral("<br><i>%1</i>").arg(tr("Updating…").toHtmlEscaped());
    m_body->setText(html);
}

} // namespace gpuplan::ui

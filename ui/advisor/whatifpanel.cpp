// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatifpanel.h"

#include "advisor/advisortext.h"
#include "text/displaynames.h"
#include "text/formatting.h"

#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <optional>

namespace gpuplan::ui {

WhatIfPanel::WhatIfPanel(QWidget *parent) : AdvisorPanel(ColumnCount, parent)
{
    table()->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table()->horizontalHeader()->setSectionResizeMode(ChangeColumn, QHeaderView::Stretch);
    table()->horizontalHeader()->setSectionResizeMode(RiskColumn, QHeaderView::Stretch);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_apply = new QPushButton(this);
    m_apply->setEnabled(false);
    buttons->addWidget(m_apply);
    panelLayout()->addLayout(buttons);
    connect(m_apply, &QPushButton::clicked, this, &WhatIfPanel::applyCurrent);
    connect(table(), &QTableWidget::cellDoubleClicked, this, [this] { applyCurrent(); });
    connect(table(), &QTableWidget::activated, this, [this] { applyCurrent(); });   // Enter on a row
    connect(table(), &QTableWidget::currentCellChanged, this, [this](int row) {
        m_apply->setEnabled(hasResults() && row >= 0 && row < static_cast<int>(m_advice.whatIfs.size())
                            && m_advice.whatIfs[static_cast<std::size_t>(row)].fits);
    });
    retranslateUi();
    render();
}

void WhatIfPanel::setAdvice(const engine::Advice &advice, const engine::Scenario &scenario, const engine::Plan &plan,
                            const std::map<std::size_t, double> &hostGiBPerGpu)
{
    m_advice = advice;
    m_scenario = scenario;
    m_plan = plan;
    m_host = hostGiBPerGpu;
    setReady();
}

void WhatIfPanel::applyCurrent()
{
    const int row = table()->currentRow();
    if (!hasResults() || row < 0 || row >= static_cast<int>(m_advice.whatIfs.size()))
        return;
    const engine::WhatIf &w = m_advice.whatIfs[static_cast<std::size_t>(row)];
    if (w.fits)
        emit applyRequested(w);
}

void WhatIfPanel::retranslateUi()
{
    m_apply->setText(tr("&Apply This Change"));
    m_apply->setToolTip(tr("Change the scenario as the selected row says (Undo takes it back). Double-click a row, or "
                           "press Enter on it, to do the same."));
}

QString WhatIfPanel::summaryText() const
{
    return summary()->text();
}

void WhatIfPanel::render()
{
    const bool training = engine::isTraining(m_scenario.workload);
    table()->setHorizontalHeaderLabels({tr("Change"), tr("GPUs"), tr("Nodes"),
                                        training ? tr("Training time") : tr("Time per output token"),
                                        whatIfCostHeader(m_scenario, m_plan), tr("Headroom"), tr("Risk")});
    table()->horizontalHeaderItem(GpusColumn)->setToolTip(tr("GPUs saved (−) or added (+), and the new total"));
    table()->horizontalHeaderItem(HeadroomColumn)->setToolTip(tr("Share of usable GPU memory left spare"));
    table()->horizontalHeaderItem(CostColumn)->setToolTip(whatIfCostBasisText(m_scenario, m_plan));
    table()->setRowCount(0);
    if (!hasResults()) {
        summary()->setText(tr("Computing the what-ifs…"));
        return;
    }
    if (m_advice.whatIfs.empty()) {
        summary()->setText(tr("No what-if applies: no option fits, or the scenario has issues to fix."));
        return;
    }
    int saves = 0, costsMore = 0, makesItFit = 0;
    for (const engine::WhatIf &w : m_advice.whatIfs) {
        if (engine::whatIfSection(w) == engine::WhatIfSection::Saves)
            ++saves;
        else if (engine::whatIfSection(w) == engine::WhatIfSection::CostsMore)
            ++costsMore;
        else if (engine::whatIfSection(w) == engine::WhatIfSection::MakesItFit)
            ++makesItFit;
    }
    // The sections' rule (engine::whatIfSection): at the same money a change that saves time saves;
    // the rest neither saves nor costs more, or does not fit (a GUI QA pass counted 3 + 3 of 9 rows).
    const int rest = static_cast<int>(m_advice.whatIfs.size()) - saves - costsMore - makesItFit;
    if (makesItFit > 0)   // the plan does not fit: what makes it fit comes first, with nothing to compare
        summary()->setText(tr("The scenario does not fit on %1 × %2. Each row re-plans it with one change: first what "
                              "makes it fit on these GPUs (%3), then the rest (%4: does not fit).")
                               .arg(formatInteger(m_advice.baseGpus), gpuName(m_advice.baseGpu), formatInteger(makesItFit),
                                    formatInteger(rest)));
    else
        summary()->setText(tr("Each row re-plans the scenario with one change, compared with %1 × %2: first what saves "
                              "money, or time for the same money (%3), then what costs more (%4), then the rest (%5: "
                              "no saving, misses the goals, or does not fit).")
                               .arg(formatInteger(m_advice.baseGpus), gpuName(m_advice.baseGpu), formatInteger(saves),
                                    formatInteger(costsMore), formatInteger(rest)));
    const std::string currency = engine::currencyId(m_scenario.budget.currency);
    table()->setRowCount(static_cast<int>(m_advice.whatIfs.size()));
    for (std::size_t i = 0; i < m_advice.whatIfs.size(); ++i) {
        const engine::WhatIf &w = m_advice.whatIfs[i];
        const int row = static_cast<int>(i);
        QString change = whatIfChangeText(w, m_scenario);
        if (w.qualityTradeOff)
            change = tr("⚠ %1").arg(change);
        auto *c = new QTableWidgetItem(change);
        if (w.qualityTradeOff) {
            c->setToolTip(qualityTradeOffText());
            c->setForeground(QColor(0xa0, 0x50, 0x00));
        }
        table()->setItem(row, ChangeColumn, c);
        // The row header names the section: savings and "costs more" are never mixed.
        const engine::WhatIfSection section = engine::whatIfSection(w);
        auto *header = new QTableWidgetItem(section == engine::WhatIfSection::MakesItFit    ? tr("Makes it fit")
                                            : section == engine::WhatIfSection::Saves       ? tr("Saves")
                                            : section == engine::WhatIfSection::NoSaving    ? tr("No saving")
                                            : section == engine::WhatIfSection::CostsMore   ? tr("Costs more")
                                            : section == engine::WhatIfSection::MissesGoals ? tr("Misses the goals")
                                                                                            : tr("Does not fit"));
        const bool good = section == engine::WhatIfSection::Saves || section == engine::WhatIfSection::MakesItFit;
        header->setForeground(good ? QColor(0x1b, 0x7a, 0x2e) : QColor(0xa0, 0x50, 0x00));
        table()->setVerticalHeaderItem(row, header);
        const auto set = [&](int column, const QString &text, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tip);
            table()->setItem(row, column, item);
        };
        if (!w.fits || !w.baseFits) {
            // Beside a plan that does not fit there is nothing to compare with (a GUI QA pass read
            // "0 (8 in total)", "0 %" and "no prices" for every change that makes 8 GPUs fit).
            set(GpusColumn, w.fits ? tr("fits on %1").arg(formatGpuCount(w.gpus)) : tr("does not fit"));
            set(NodesColumn, QStringLiteral("–"));
            set(TimeColumn, QStringLiteral("–"));
            set(CostColumn, QStringLiteral("–"));
        } else {
            set(GpusColumn, tr("%1 (%2 in total)").arg(formatSignedInteger(w.gpusDelta), formatInteger(w.gpus)),
                formatGpuCount(w.gpus));
            set(NodesColumn, formatSignedInteger(w.nodesDelta));
            set(TimeColumn, formatSignedPercent(w.timeDeltaPct));
            set(CostColumn, w.costDelta ? formatMoneyDelta(*w.costDelta, currency) : tr("no prices"));
        }
        set(HeadroomColumn, formatPercent(w.headroom));
        const auto host = m_host.find(i);
        auto *risk = new QTableWidgetItem(whatIfRiskText(w, m_plan, host == m_host.end() ? -1.0 : host->second));
        table()->setItem(row, RiskColumn, risk);
    }
    table()->resizeRowsToContents();
}

} // namespace gpuplan::ui

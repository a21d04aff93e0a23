// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatifpanel.h"

#include "advisor/advisortext.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/texttable.h"

#include <QEvent>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <optional>

namespace gpuplan::ui {

WhatIfPanel::WhatIfPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = newTextTable(this);
    m_table->setColumnCount(ColumnCount);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ChangeColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(RiskColumn, QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
    layout->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_apply = new QPushButton(this);
    m_apply->setEnabled(false);
    buttons->addWidget(m_apply);
    layout->addLayout(buttons);
    connect(m_apply, &QPushButton::clicked, this, &WhatIfPanel::applyCurrent);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { applyCurrent(); });
    connect(m_table, &QTableWidget::activated, this, [this] { applyCurrent(); });   // Enter on a row
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        m_apply->setEnabled(m_has && row >= 0 && row < static_cast<int>(m_advice.whatIfs.size())
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
    m_has = true;
    render();
}

void WhatIfPanel::setComputing()
{
    m_has = false;
    render();
}

void WhatIfPanel::applyCurrent()
{
    const int row = m_table->currentRow();
    if (!m_has || row < 0 || row >= static_cast<int>(m_advice.whatIfs.size()))
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
    return m_summary->text();
}

void WhatIfPanel::render()
{
    const bool training = engine::isTraining(m_scenario.workload);
    m_table->setHorizontalHeaderLabels({tr("Change"), tr("GPUs"), tr("Nodes"),
                                        training ? tr("Training time") : tr("Time per output token"),
                                        tr("Cost"), tr("Headroom"), tr("Risk")});
    m_table->horizontalHeaderItem(GpusColumn)->setToolTip(tr("GPUs saved (−) or added (+), and the new total"));
    m_table->horizontalHeaderItem(HeadroomColumn)->setToolTip(tr("Share of usable GPU memory left spare"));
    m_table->horizontalHeaderItem(CostColumn)
        ->setToolTip(m_scenario.budget.acquisition == engine::Acquisition::Rent
                         ? tr("Change in rent (for the job, or per month when serving); negative saves money")
                         : tr("Change in purchase cost; negative saves money"));
    m_table->setRowCount(0);
    if (!m_has) {
        m_summary->setText(tr("Computing the what-ifs…"));
        return;
    }
    if (m_advice.whatIfs.empty()) {
        m_summary->setText(tr("No what-if applies: no option fits, or the scenario has issues to fix."));
        return;
    }
    int saves = 0, costsMore = 0;
    for (const engine::WhatIf &w : m_advice.whatIfs) {
        if (engine::whatIfSection(w) == engine::WhatIfSection::Saves)
            ++saves;
        else if (engine::whatIfSection(w) == engine::WhatIfSection::CostsMore)
            ++costsMore;
    }
    m_summary->setText(tr("Each row re-plans the scenario with one change, compared with %1 × %2: first what saves "
                          "money (%3), then what costs more (%4), each ranked by the money it saves.")
                           .arg(formatInteger(m_advice.baseGpus), gpuName(m_advice.baseGpu), formatInteger(saves),
                                formatInteger(costsMore)));
    const std::string currency = engine::currencyId(m_scenario.budget.currency);
    m_table->setRowCount(static_cast<int>(m_advice.whatIfs.size()));
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
        m_table->setItem(row, ChangeColumn, c);
        // The row header names the section: savings and "costs more" are never mixed.
        const engine::WhatIfSection section = engine::whatIfSection(w);
        auto *header = new QTableWidgetItem(section == engine::WhatIfSection::Saves       ? tr("Saves")
                                            : section == engine::WhatIfSection::NoSaving  ? tr("No saving")
                                            : section == engine::WhatIfSection::CostsMore ? tr("Costs more")
                                                                                          : tr("Does not fit"));
        header->setForeground(section == engine::WhatIfSection::Saves ? QColor(0x1b, 0x7a, 0x2e) : QColor(0xa0, 0x50, 0x00));
        m_table->setVerticalHeaderItem(row, header);
        const auto set = [&](int column, const QString &text, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tip);
            m_table->setItem(row, column, item);
        };
        if (!w.fits) {
            set(GpusColumn, tr("does not fit"));
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
        m_table->setItem(row, RiskColumn, risk);
    }
    m_table->resizeRowsToContents();
}

void WhatIfPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        retranslateUi();
        render();
    }
    QWidget::changeEvent(event);
}

} // namespace gpuplan::ui

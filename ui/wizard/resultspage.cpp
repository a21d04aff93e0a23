// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspage.h"

#include "advisor/advisorrunner.h"
#include "advisor/rulespanel.h"
#include "advisor/whatifpanel.h"
#include "planrunner.h"
#include "plots/breakdownchart.h"
#include "plots/costchart.h"
#include "plots/memorychart.h"
#include "presets.h"
#include "text/bom.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {

// Estimated prices carry a mark; the tooltip and the cost note give the price date.
QString estimated(const engine::Option &o, const QString &money)
{
    return o.cost && o.cost->pricesEstimated ? Tr::tr("≈%1").arg(money) : money;
}

QString cellToolTip(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s)
{
    if ((row == ResultRow::Purchase || row == ResultRow::Cost) && o.cost) {
        const engine::CostEstimate &c = *o.cost;
        QString tip = Tr::tr("GPUs and servers: %1\nNetwork: %2\nStorage: %3")
                          .arg(formatMoney(c.gpuCapex, c.currency), formatMoney(c.networkCapex, c.currency),
                               formatMoney(c.storageCapex, c.currency));
        tip += QLatin1Char('\n');
        tip += c.pricesEstimated ? Tr::tr("Estimated prices, dated %1").arg(QString::fromStdString(c.priceDate))
                                 : Tr::tr("Prices dated %1").arg(QString::fromStdString(c.priceDate));
        return tip;
    }
    return equationFor(row, o, plan, s);
}

} // namespace

ResultsPage::ResultsPage(ScenarioModel &model, PlanRunner &runner, QWidget *parent)
    : ScenarioPage(model, parent), m_runner(runner)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    top->addWidget(m_summary, 1);
    top->addWidget(m_status);
    layout->addLayout(top);
    m_issues = makeIssueLabel();
    layout->addWidget(m_issues);

    m_advisor = new AdvisorRunner(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_vertical = new QSplitter(Qt::Vertical, m_tabs);
    m_vertical->setChildrenCollapsible(false);
    auto *charts = new QSplitter(Qt::Horizontal, m_vertical);
    charts->setChildrenCollapsible(false);
    m_memoryChart = new MemoryChart(charts);
    m_breakdownChart = new BreakdownChart(charts);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    auto *bottom = new QSplitter(Qt::Horizontal, m_vertical);
    bottom->setChildrenCollapsible(false);
    m_table = new QTableWidget(bottom);
    m_table->setRowCount(kResultRowCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
    auto *sideBox = new QWidget(bottom);
    auto *sideLayout = new QVBoxLayout(sideBox);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_side = new QTextBrowser(sideBox);
    m_side->setOpenLinks(false);
    m_side->setMinimumWidth(220);
    m_equationButton = new QPushButton(sideBox);
    m_equationButton->setCheckable(true);
    sideLayout->addWidget(m_side, 1);
    sideLayout->addWidget(m_equationButton);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 1);
    m_vertical->setStretchFactor(0, 5);
    m_vertical->setStretchFactor(1, 4);
    m_tabs->addTab(m_vertical, QString());
    auto *costTab = new QWidget(m_tabs);
    auto *costLayout = new QVBoxLayout(costTab);
    costLayout->setContentsMargins(0, 4, 0, 0);
    m_costChart = new CostChart(costTab);
    m_costNote = new QLabel(costTab);
    m_costNote->setWordWrap(true);
    costLayout->addWidget(m_costChart, 1);
    costLayout->addWidget(m_costNote);
    m_tabs->addTab(costTab, QString());
    m_bom = new QTableWidget(m_tabs);
    m_bom->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bom->setRowCount(kBomRowCount);
    m_bom->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_bom->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tabs->addTab(m_bom, QString());
    m_whatIfs = new WhatIfPanel(m_tabs);
    // Applying a what-if is an ordinary (undoable) edit of the scenario; the plan follows.
    connect(m_whatIfs, &WhatIfPanel::applyRequested, this,
            [this](const engine::Scenario &changed) { m_model.applyChange(changed); });
    m_tabs->addTab(m_whatIfs, QString());
    m_rules = new RulesPanel(m_tabs);
    m_tabs->addTab(m_rules, QString());
    layout->addWidget(m_tabs, 1);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row, int column) {
        if (row >= 0 && column >= 0) {
            m_eqRow = row;
            m_eqColumn = column;
            if (m_equationButton->isChecked())
                renderSide();
        }
    });
    connect(m_table->verticalHeader(), &QHeaderView::sectionClicked, this, [this](int row) {
        showEquation(row, std::max(0, m_table->currentColumn()));
    });
    connect(m_equationButton, &QPushButton::toggled, this, [this](bool on) {
        if (on && (m_eqRow < 0 || m_eqColumn < 0)) {
            m_eqRow = static_cast<int>(ResultRow::Memory);
            m_eqColumn = 0;
        }
        renderSide();
    });
    connect(&m_runner, &PlanRunner::planReady, this, [this] {
        render();
        requestAdvice();
    });
    connect(m_advisor, &AdvisorRunner::curvesReady, this, [this] { renderAdvice(); });
    connect(m_advisor, &AdvisorRunner::adviceReady, this, [this] { renderAdvice(); });
    connect(&m_runner, &PlanRunner::busyChanged, this, [this](bool busy) {
        if (busy)
            m_status->setText(tr("Computing…"));
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this](const engine::Scenario &s) {
        m_runner.request(s);
    });
    setFinalPage(true);
    retranslateUi();
}

void ResultsPage::retranslateUi()
{
    setTitle(tr("Results"));
    setSubTitle(tr("How many GPUs of each kind, in what layout, for how long; the recommended option is highlighted."));
    m_equationButton->setText(tr("Show the &equation"));
    m_equationButton->setToolTip(tr("Reveal the formula and the inputs behind the selected number. "
                                    "Click a row header or a cell to choose the number."));
    m_table->setToolTip(QString());
    m_tabs->setTabText(ComparisonTab, tr("Comparison"));
    m_tabs->setTabText(CostTab, tr("Cost chart"));
    m_tabs->setTabText(BomTab, tr("Bill of materials"));
    m_tabs->setTabText(WhatIfTab, tr("How to need fewer GPUs"));
    m_tabs->setTabText(RulesTab, tr("Rules of thumb"));
    m_tabs->setTabToolTip(WhatIfTab, tr("Each tactic re-planned with one change: GPUs, time and money saved, and the risk."));
    m_tabs->setTabToolTip(RulesTab, tr("What the market's guides say, what gpuplan computes, and why they differ."));
    render();
    renderAdvice();
}

void ResultsPage::showEvent(QShowEvent *event)
{
    ScenarioPage::showEvent(event);
    requestAdvice();
}

void ResultsPage::requestAdvice()
{
    // The what-ifs re-plan the scenario a few dozen times: only while the results are on screen.
    if (!isVisible() || !m_runner.hasPlan() || m_runner.isBusy())
        return;
    if (m_advisor->hasResult() && m_advisor->result().hasAdvice && m_advisor->result().scenario == m_runner.planScenario())
        return;
    m_advisor->request(m_runner.planScenario(), m_runner.plan());
    renderAdvice();
}

void ResultsPage::renderAdvice()
{
    const bool current = m_advisor->hasResult() && m_runner.hasPlan() && m_advisor->result().scenario == m_runner.planScenario();
    const AdvisorResult &r = m_advisor->result();
    const engine::Scenario &s = m_runner.hasPlan() ? m_runner.planScenario() : m_model.scenario();
    if (current && r.hasCurves)
        m_costChart->setCurves(r.curves, s);
    else
        m_costChart->setComputing(s);
    if (current && r.hasAdvice) {
        m_whatIfs->setAdvice(r.advice, s, m_runner.plan(), r.hostGiBPerGpu);
        m_rules->setRules(r.rules, m_runner.plan());
    } else {
        m_whatIfs->setComputing();
        m_rules->setComputing();
    }
    // Under the chart: the budget, the cheapest option and how dated the prices are.
    QStringList notes;
    if (m_runner.hasPlan()) {
        const engine::Plan &plan = m_runner.plan();
        const std::string cur = engine::currencyId(s.budget.currency);
        notes << (s.budget.acquisition == engine::Acquisition::Rent
                      ? tr("Each point re-plans the scenario at that GPU count and shows the rent.")
                      : tr("Each point re-plans the scenario at that GPU count and shows the purchase price."));
        if (s.budget.limit > 0)
            notes << tr("Budget limit: %1 (dashed line).").arg(formatMoney(s.budget.limit, cur));
        if (!plan.cheapestGpu.empty())
            notes << tr("Cheapest option that meets the goals: %1.").arg(gpuName(plan.cheapestGpu));
        for (const engine::Option &o : plan.options)
            if (o.cost && o.cost->pricesEstimated) {
                notes << tr("Prices are estimates dated %1; check current quotes.").arg(QString::fromStdString(o.cost->priceDate));
                break;
            }
    }
    m_costNote->setText(notes.join(QLatin1Char(' ')));
}

void ResultsPage::load(const engine::Scenario &s)
{
    if (!m_runner.hasPlan() || !(m_runner.planScenario() == s))
        m_runner.request(s);
    render();
    requestAdvice();
}

void ResultsPage::showEquation(int row, int column)
{
    m_eqRow = row;
    m_eqColumn = column;
    if (!m_equationButton->isChecked())
        m_equationButton->setChecked(true);   // renders
    else
        renderSide();
}

QString ResultsPage::cellText(ResultRow row, const engine::Option &o) const
{
    const bool training = o.training.has_value() || (!o.inference && engine::isTraining(m_runner.planScenario().workload));
    switch (row) {
    case ResultRow::Gpus:
        if (o.gpuCount <= 0)
            return QStringLiteral("–");
        return tr("%1 in %Ln node(s)", nullptr, static_cast<int>(o.nodes)).arg(formatGpuCount(o.gpuCount));
    case ResultRow::ToBuy: {
        if (!o.purchase)
            return QStringLiteral("–");
        const engine::Purchase &pu = *o.purchase;
        const int units = static_cast<int>(std::min<std::int64_t>(pu.units, 1'000'000'000));
        const QString what = pu.instances ? tr("%n instance(s) of %1 GPUs", nullptr, units).arg(formatInteger(pu.gpusPerUnit))
                                          : tr("%n server(s) of %1 GPUs", nullptr, units).arg(formatInteger(pu.gpusPerUnit));
        if (pu.training)
            return tr("%1: %2 on all of them").arg(what, formatDays(pu.training->days));
        if (pu.inference)
            return tr("%1: %2 req/s capacity").arg(what, formatNumber(pu.inference->requestsPerSecond, 1));
        return what;
    }
    case ResultRow::Layout:
        return o.gpuCount > 0 ? layoutText(o.layout, training) : QStringLiteral("–");
    case ResultRow::Memory:
        return tr("%1 / %2").arg(formatNumber(static_cast<double>(o.memory.total()) / kGiB, 1),
                                 formatGiB(o.usableBytes));
    case ResultRow::Time:
        if (o.training)
            return tr("%1 (±%2)").arg(formatDays(o.training->days), formatPercent(o.training->uncertaintyPct / 100.0));
        if (o.inference && o.fits)
            return tr("%1 req/s, %2 tokens/s").arg(formatNumber(o.inference->requestsPerSecond, 1),
                                                   formatInteger(static_cast<qint64>(o.inference->tokensPerSecond)));
        return QStringLiteral("–");
    case ResultRow::Rate:
        if (o.training)
            return tr("%1 tokens/s, MFU %2").arg(formatInteger(static_cast<qint64>(o.training->tokensPerSecond)),
                                                 formatPercent(o.training->mfu));
        if (o.inference && o.fits)
            return tr("%1 / %2 / %3").arg(formatMs(o.inference->ttftMs), formatMs(o.inference->tpotMs),
                                          formatNumber(o.inference->e2eMs / 1000.0, 1) + tr(" s"));
        return QStringLiteral("–");
    case ResultRow::Power:
        return o.gpuCount > 0 ? formatKw(o.gpuPowerKw) : QStringLiteral("–");
    case ResultRow::Cost: {
        if (!o.cost)
            return tr("no prices");
        if (m_runner.planScenario().budget.acquisition == engine::Acquisition::Rent)
            return tr("rent %1").arg(estimated(o, formatMoney(o.cost->rentJob, o.cost->currency)));
        return tr("buy %1").arg(estimated(o, formatMoney(o.cost->purchase, o.cost->currency)));
    }
    case ResultRow::Purchase:
        return o.cost ? estimated(o, formatMoney(o.cost->purchase, o.cost->currency)) : tr("no prices");
    case ResultRow::Rent:
        if (!o.cost)
            return tr("no prices");
        return estimated(o, formatMoney(training ? o.cost->rentJob : o.cost->rentMonth, o.cost->currency));
    case ResultRow::Energy:
        if (!o.cost)
            return tr("no prices");
        return formatMoney(training ? o.cost->energyJob : o.cost->energyMonth, o.cost->currency);
    case ResultRow::BreakEven:
        if (!o.cost)
            return tr("no prices");
        return o.cost->breakEvenMonths ? tr("after %1 of use").arg(formatMonths(*o.cost->breakEvenMonths))
                                       : tr("renting stays cheaper");
    case ResultRow::BuyOrRent: {
        if (!o.cost)
            return tr("no prices");
        const QString buy = formatMoney(o.cost->buyTotal, o.cost->currency);
        const QString rent = formatMoney(o.cost->rentTotal, o.cost->currency);
        const QString horizon = formatMonths(o.cost->horizonMonths);
        return o.cost->recommendBuy ? tr("Buy: %1 vs %2 renting over %3").arg(buy, rent, horizon)
                                    : tr("Rent: %1 vs %2 buying over %3").arg(rent, buy, horizon);
    }
    case ResultRow::BudgetFit: {
        if (!o.budgetFit)
            return tr("no budget limit");
        const engine::BudgetFit &f = *o.budgetFit;
        const QString verdict = f.withinBudget ? tr("within budget") : tr("over budget");
        if (f.affordableGpus <= 0)
            return tr("%1; not even one GPU is affordable").arg(verdict);
        QString at;
        if (f.daysAtAffordable)
            at = formatDays(*f.daysAtAffordable);
        else if (f.requestsPerSecondAtAffordable)
            at = tr("%1 req/s").arg(formatNumber(*f.requestsPerSecondAtAffordable, 1));
        if (at.isEmpty())
            return tr("%1; affords %2").arg(verdict, formatGpuCount(f.affordableGpus));
        return tr("%1; affords %2 (%3)").arg(verdict, formatGpuCount(f.affordableGpus), at);
    }
    case ResultRow::Verdict: {
        const auto &plan = m_runner.plan();
        if (!o.fits)
            return tr("Does not fit");
        if (o.gpuId == plan.recommendedGpu)
            return tr("★ Recommended");
        for (const engine::Warning &w : o.warnings)
            if (w.code == engine::WarningCode::DeadlineMissed)
                return tr("Misses the deadline");
            else if (w.code == engine::WarningCode::LatencyMissed)
                return tr("Misses the latency limits");
            else if (w.code == engine::WarningCode::QpsMissed)
                return tr("Misses the QPS target");
            else if (w.code == engine::WarningCode::NotSoldInRegion)
                return tr("Not sold in the region");
        return tr("Works");
    }
    }
    return {};
}

QString ResultsPage::reasoning() const
{
    const engine::Plan &plan = m_runner.plan();
    const engine::Scenario &s = m_runner.planScenario();
    if (!plan.issues.empty())
        return tr("No plan: fix the issues shown above.");
    if (plan.options.empty())
        return {};
    const engine::Option *rec = nullptr;
    for (const engine::Option &o : plan.options)
        if (o.gpuId == plan.recommendedGpu)
            rec = &o;
    QStringList others;
    for (const engine::Option &o : plan.options) {
        if (&o == rec)
            continue;
        if (!o.fits)
            others << tr("%1 does not fit within the GPU limit").arg(gpuName(o.gpuId));
        else if (o.training)
            others << tr("%1 needs %2 and %3 GPU-hours").arg(gpuName(o.gpuId), formatGpuCount(o.gpuCount),
                                                             formatHours(o.training->gpuHours));
        else
            others << tr("%1 needs %2").arg(gpuName(o.gpuId), formatGpuCount(o.gpuCount));
    }
    const QString rest = others.isEmpty() ? QString() : QLocale().createSeparatedList(others);
    if (!rec) {
        return tr("No option meets every goal. The table shows the closest each GPU gets; relax the deadline or "
                  "latency limits, raise the GPU limit, or add GPUs with more memory.");
    }
    const QString name = gpuName(rec->gpuId);
    const QString mem = tr("%1 of %2").arg(formatGiB(rec->memory.total()), formatGiB(rec->usableBytes));
    if (rec->training) {
        QString text = tr("%1 is the best choice: %2 in %n node(s) finish the job in %3 with %4 GPU-hours, the "
                          "fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.",
                          nullptr, static_cast<int>(rec->nodes))
                           .arg(name, formatGpuCount(rec->gpuCount), formatDays(rec->training->days),
                                formatHours(rec->training->gpuHours),
                                layoutText(rec->layout, true), mem);
        if (!rest.isEmpty())
            text += QLatin1Char(' ') + tr("For comparison, %1.").arg(rest);
        return text;
    }
    QString text;
    if (s.inference.qps > 0)
        text = tr("%1 is the best choice: %2 serve %3 requests per second (TTFT %4, TPOT %5) with the fewest GPUs. "
                  "Each replica runs %6 with a batch of %7 and uses %8 per GPU.")
                   .arg(name, formatGpuCount(rec->gpuCount), formatNumber(s.inference.qps, 0),
                        formatMs(rec->inference->ttftMs), formatMs(rec->inference->tpotMs),
                        layoutText(rec->layout, false), formatInteger(rec->inference->batchPerReplica), mem);
    else
        text = tr("%1 is the best choice: %2 hold the model with the most throughput per GPU (TTFT %3, TPOT %4). "
                  "The replica runs %5 with a batch of %6 and uses %7 per GPU.")
                   .arg(name, formatGpuCount(rec->gpuCount), formatMs(rec->inference->ttftMs),
                        formatMs(rec->inference->tpotMs), layoutText(rec->layout, false),
                        formatInteger(rec->inference->batchPerReplica), mem);
    if (!rest.isEmpty())
        text += QLatin1Char(' ') + tr("For comparison, %1.").arg(rest);
    return text;
}

QString ResultsPage::reasoningText() const
{
    return reasoning();
}

QStringList ResultsPage::warningTexts() const
{
    return m_warnings;
}

void ResultsPage::render()
{
    const engine::Scenario &cur = m_model.scenario();
    const QString model = modelDisplayName(cur);
    m_summary->setText(tr("<b>%1</b> · %2 · %3 parameters")
                           .arg(model.toHtmlEscaped(), workloadName(cur.workload),
                                formatParams(static_cast<double>(engine::countParams(cur.model).total))));
    if (!m_runner.hasPlan()) {
        m_status->setText(tr("Computing…"));
        return;
    }
    if (!m_runner.isBusy())
        m_status->setText(tr("Computed in %1 ms")
                              .arg(formatNumber(m_runner.lastMilliseconds(), m_runner.lastMilliseconds() < 10 ? 1 : 0)));
    const engine::Plan &plan = m_runner.plan();
    const engine::Scenario &s = m_runner.planScenario();
    QStringList issues;
    for (const engine::Issue &i : plan.issues)
        issues << issueText(i);
    showIssues(m_issues, issues);
    m_memoryChart->setPlan(plan, s);
    m_breakdownChart->setPlan(plan, s);

    const bool training = engine::isTraining(s.workload);
    m_table->clear();
    m_table->setRowCount(kResultRowCount);
    m_table->setColumnCount(static_cast<int>(plan.options.size()));
    for (int r = 0; r < kResultRowCount; ++r) {
        auto *h = new QTableWidgetItem(rowTitle(static_cast<ResultRow>(r), training));
        h->setToolTip(tr("Click to show the equation for this row."));
        m_table->setVerticalHeaderItem(r, h);
    }
    const QColor recColor(0xdf, 0xf3, 0xdf);
    for (int c = 0; c < static_cast<int>(plan.options.size()); ++c) {
        const engine::Option &o = plan.options[static_cast<std::size_t>(c)];
        const bool rec = o.gpuId == plan.recommendedGpu;
        QString header = gpuName(o.gpuId);
        header.remove(QStringLiteral("NVIDIA "));
        auto *h = new QTableWidgetItem(rec ? tr("★ %1").arg(header) : header);
        h->setForeground(gpuColor(c));
        QFont f = h->font();
        f.setBold(rec);
        h->setFont(f);
        m_table->setHorizontalHeaderItem(c, h);
        for (int r = 0; r < kResultRowCount; ++r) {
            auto *item = new QTableWidgetItem(cellText(static_cast<ResultRow>(r), o));
            item->setToolTip(cellToolTip(static_cast<ResultRow>(r), o, plan, s));
            if (rec)
                item->setBackground(recColor);
            if (static_cast<ResultRow>(r) == ResultRow::Verdict) {
                QFont vf = item->font();
                vf.setBold(true);
                item->setFont(vf);
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeRowsToContents();
    renderBom();
    m_warnings.clear();
    for (const engine::Option &o : plan.options)
        for (const engine::Warning &w : o.warnings)
            m_warnings << warningText(w, catalog().gpu(o.gpuId), &o);
    renderSide();
}

void ResultsPage::renderBom()
{
    const engine::Plan &plan = m_runner.plan();
    m_bom->clear();
    m_bom->setRowCount(kBomRowCount);
    m_bom->setColumnCount(static_cast<int>(plan.options.size()));
    for (int r = 0; r < kBomRowCount; ++r)
        m_bom->setVerticalHeaderItem(r, new QTableWidgetItem(bomRowTitle(static_cast<BomRow>(r))));
    for (int c = 0; c < static_cast<int>(plan.options.size()); ++c) {
        const engine::Option &o = plan.options[static_cast<std::size_t>(c)];
        QString header = gpuName(o.gpuId);
        header.remove(QStringLiteral("NVIDIA "));
        auto *h = new QTableWidgetItem(header);
        h->setForeground(gpuColor(c));
        m_bom->setHorizontalHeaderItem(c, h);
        for (int r = 0; r < kBomRowCount; ++r) {
            auto *item = new QTableWidgetItem(o.fits ? bomCellText(static_cast<BomRow>(r), o) : QStringLiteral("–"));
            m_bom->setItem(r, c, item);
        }
    }
}

void ResultsPage::renderSide()
{
    QString html = QStringLiteral("<p>%1</p>").arg(reasoning().toHtmlEscaped());
    if (m_runner.hasPlan())
        for (const engine::Option &o : m_runner.plan().options)
            if (o.cost && o.cost->pricesEstimated) {
                html += QStringLiteral("<p>%1</p>").arg(
                    tr("Prices marked ≈ are estimates dated %1.").arg(QString::fromStdString(o.cost->priceDate)).toHtmlEscaped());
                break;
            }
    if (!m_warnings.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul style=\"margin-left:0px;-qt-list-indent:1\">").arg(tr("Warnings").toHtmlEscaped());
        for (const QString &w : m_warnings)
            html += QStringLiteral("<li>%1</li>").arg(w.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_equation.clear();
    const engine::Plan &plan = m_runner.plan();
    if (m_equationButton->isChecked() && m_runner.hasPlan() && m_eqRow >= 0 && m_eqColumn >= 0
        && m_eqColumn < static_cast<int>(plan.options.size()) && m_eqRow < kResultRowCount) {
        const engine::Option &o = plan.options[static_cast<std::size_t>(m_eqColumn)];
        const auto row = static_cast<ResultRow>(m_eqRow);
        m_equation = equationFor(row, o, plan, m_runner.planScenario());
        const QString title = tr("%1 — %2").arg(rowTitle(row, engine::isTraining(m_runner.planScenario().workload)),
                                                 gpuName(o.gpuId));
        html = QStringLiteral("<p><b>%1</b></p>%2<hr/>").arg(title.toHtmlEscaped(), m_equation) + html;
    }
    m_side->setHtml(html);
}

} // namespace gpuplan::ui

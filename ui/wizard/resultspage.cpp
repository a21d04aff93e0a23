// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspage.h"

#include "advisor/advisorrunner.h"
#include "advisor/rulespanel.h"
#include "advisor/whatifpanel.h"
#include "planrunner.h"
#include "plots/abchart.h"
#include "plots/breakdownchart.h"
#include "plots/costchart.h"
#include "plots/memorychart.h"
#include "presets.h"
#include "text/bom.h"
#include "text/comparison.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "text/typography.h"
#include "uitr.h"
#include "widgets/texttable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QStyle>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {

// Column titles that do not fit their column end in "…" (QHeaderView clips them at both ends when
// centred): each title's whole text is kept in Qt::UserRole and elided, in the cells' font, to the
// section's width whenever a section is resized, the font changes or the titles are set (setFullTitle).
// `sectionWidth`: the section's new width when it is being resized (QHeaderView announces a resize
// before sectionSize() returns the new width), else -1 for its current one.
void elideTitle(QTableWidget *table, int column, int sectionWidth = -1)
{
    QTableWidgetItem *h = table->horizontalHeaderItem(column);
    if (!h)
        return;
    const QString full = h->data(Qt::UserRole).toString();
    if (full.isEmpty())
        return;
    if (h->font() != table->font())
        h->setFont(table->font());   // the cells' size (presentation mode enlarges it; the header's own font stays)
    const QHeaderView *header = table->horizontalHeader();
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
    const QFontMetrics fm(h->font());
    const int width = (sectionWidth >= 0 ? sectionWidth : header->sectionSize(column)) - margin;
    // Too long for one line: two, broken at the last space that lets the first fit ("A100 SXM4" over
    // "80GB", "AMD Instinct" over "MI300X 192GB"), the second elided only if it is still too long (a
    // GUI QA pass with six GPUs read "A100 SXM…", "AMD Instin…" and "★ B200 18…").
    QString shown = full;
    if (fm.horizontalAdvance(full) > width) {
        shown = fm.elidedText(full, Qt::ElideRight, width);
        for (qsizetype i = full.lastIndexOf(u' '); i > 0; i = full.lastIndexOf(u' ', i - 1)) {
            if (fm.horizontalAdvance(full.left(i)) <= width) {
                shown = full.left(i) + u'\n' + fm.elidedText(full.mid(i + 1), Qt::ElideRight, width);
                break;
            }
        }
    }
    if (h->text() != shown)
        h->setText(shown);
}

// Elides again when a section is resized (to the width it is given: the signal comes before
// sectionSize() has it, and a GUI QA pass read one GPU's title "H100 / SXM5 …" across the whole bill
// of materials, elided to the width its column had while the tab was hidden), when the table shows,
// or when its font changes (presentation mode, F11).
class HeaderTitleElider final : public QObject
{
public:
    explicit HeaderTitleElider(QTableWidget *table) : QObject(table), m_table(table)
    {
        table->installEventFilter(this);
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this,
                [table](int column, int, int newSize) { elideTitle(table, column, newSize); });
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const QEvent::Type t = event->type();
        if (watched == m_table && (t == QEvent::FontChange || t == QEvent::Show))
            for (int c = 0; c < m_table->columnCount(); ++c)
                elideTitle(m_table, c);
        return false;
    }

private:
    QTableWidget *m_table;
};

void elideHeaderTitles(QTableWidget *table)
{
    new HeaderTitleElider(table);
}

void setFullTitle(QTableWidget *table, int column, QTableWidgetItem *h)
{
    h->setData(Qt::UserRole, h->text());
    table->setHorizontalHeaderItem(column, h);
    elideTitle(table, column);
}

// The dates of the estimated prices in the plan: one date when every option's is the same, else each
// GPU's (a plan of A100, H100 and L40 said "dated 2026-03", the A100's, and the H100 alone "2024-08 /
// 2026-01"). Empty when no price is an estimate.
QString estimatedPriceDates(const engine::Plan &plan)
{
    QStringList dates, perGpu;
    for (const engine::Option &o : plan.options)
        if (o.cost && o.cost->pricesEstimated) {
            const QString date = QString::fromStdString(o.cost->priceDate);
            if (!dates.contains(date))
                dates << date;
            //: a price date and the GPU it is for, e.g. "2026-03 (NVIDIA A100 SXM4 80GB)"
            perGpu << ResultsPage::tr("%1 (%2)").arg(date, gpuName(o.gpuId));
        }
    if (dates.size() <= 1)
        return dates.value(0);
    return perGpu.join(ResultsPage::tr("; ", "between the price dates of several GPUs"));
}


QString cellToolTip(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s)
{
    if ((row == ResultRow::Purchase || row == ResultRow::Cost) && engine::purchaseCost(o)) {
        const engine::CostEstimate &c = *engine::purchaseCost(o);   // what is bought or rented
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
    m_reloadOnReplace = false;   // it re-plans on scenarioChanged
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    top->addWidget(m_summary, 1);
    top->addWidget(m_status);
    m_pinButton = new QPushButton(this);
    // Enter never presses a Results button (a consultant's Enter must not pin A twice): Space does.
    m_pinButton->setAutoDefault(false);
    top->addWidget(m_pinButton);
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
    m_table = newTextTable(bottom);
    m_table->setRowCount(kResultRowCount);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // A GPU name wider than its column ends in "…", not a clipped letter ("B200 (HGX/DGX B20(" at
    // 1366 x 768 with four GPUs, a GUI QA pass); its tooltip has the whole name.
    elideHeaderTitles(m_table);
    m_table->setMinimumHeight(120);
    // Rows grow when their columns narrow (a scroll bar, the side panel's width settling): the
    // table's share of the page follows, or the verdict rows slip below the fold.
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this, [this] { fitTable(); });
    // Columns that narrow after the rows were measured (a scroll bar, a price edit's longer figures)
    // wrap again rather than end in "…" (a zh_TW QA pass read "1,371 token/秒，MFU …" after a price edit).
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, [this] { m_table->resizeRowsToContents(); },
            Qt::QueuedConnection);
    auto *sideBox = new QWidget(bottom);
    auto *sideLayout = new QVBoxLayout(sideBox);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_side = new QTextBrowser(sideBox);
    m_side->setOpenLinks(false);
    m_side->setMinimumWidth(220);
    m_equationButton = new QPushButton(sideBox);
    m_equationButton->setCheckable(true);
    m_equationButton->setAutoDefault(false);
    sideLayout->addWidget(m_side, 1);
    sideLayout->addWidget(m_equationButton);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 1);
    m_vertical->setStretchFactor(0, 5);
    m_vertical->setStretchFactor(1, 4);
    connect(m_vertical, &QSplitter::splitterMoved, this, [this] { m_splitterMoved = true; });
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
    m_bom->setTabKeyNavigation(false);   // Tab leaves the table (newTextTable)
    m_bom->setRowCount(kBomRowCount);
    m_bom->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    elideHeaderTitles(m_bom);
    m_bom->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Rows measured while the tab was hidden (narrow columns, wrapped text) kept their height once
    // the columns stretched: uneven rows. Measure again whenever a column's width changes.
    connect(m_bom->horizontalHeader(), &QHeaderView::sectionResized, m_bom, [this] { m_bom->resizeRowsToContents(); },
            Qt::QueuedConnection);
    m_tabs->addTab(m_bom, QString());
    m_whatIfs = new WhatIfPanel(m_tabs);
    // Applying a what-if is an ordinary (undoable) edit of the scenario; the plan follows.
    connect(m_whatIfs, &WhatIfPanel::applyRequested, this,
            [this](const engine::WhatIf &w) {
                // Only what-ifs of the scenario on screen: while a newer edit is being re-planned the
                // list is the old one, and applying it would take that edit back.
                if (m_advisor->hasResult() && m_advisor->result().scenario == m_model.scenario())
                    m_model.applyChange(engine::applyWhatIf(m_model.scenario(), w));
            });
    m_tabs->addTab(m_whatIfs, QString());
    m_rules = new RulesPanel(m_tabs);
    m_tabs->addTab(m_rules, QString());
    // A vs B: the pinned plan beside the current one, shown once something is pinned.
    m_pinnedTab = new QWidget(m_tabs);
    auto *pinLayout = new QVBoxLayout(m_pinnedTab);
    pinLayout->setContentsMargins(0, 4, 0, 0);
    auto *pinTop = new QHBoxLayout;
    m_pinnedNote = new QLabel(m_pinnedTab);
    m_pinnedNote->setWordWrap(true);
    m_unpinButton = new QPushButton(m_pinnedTab);
    m_unpinButton->setAutoDefault(false);
    pinTop->addWidget(m_pinnedNote, 1);
    pinTop->addWidget(m_unpinButton);
    pinLayout->addLayout(pinTop);
    auto *pinSplit = new QSplitter(Qt::Horizontal, m_pinnedTab);
    pinSplit->setChildrenCollapsible(false);
    m_pinnedTable = newTextTable(pinSplit);
    m_pinnedTable->setColumnCount(2);
    m_pinnedTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    elideHeaderTitles(m_pinnedTable);
    m_abChart = new AbChart(pinSplit);   // the same comparison at a glance: B as a share of A
    pinSplit->setStretchFactor(0, 3);
    pinSplit->setStretchFactor(1, 2);
    pinLayout->addWidget(pinSplit, 1);
    m_tabs->addTab(m_pinnedTab, QString());
    m_tabs->setTabVisible(PinnedTab, false);
    connect(m_pinButton, &QPushButton::clicked, this, [this] {
        if (pinCurrent())
            m_tabs->setCurrentIndex(PinnedTab);
    });
    connect(m_unpinButton, &QPushButton::clicked, this, [this] { clearPin(); });
    layout->addWidget(m_tabs, 1);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row, int column) {
        if (row >= 0 && column >= 0) {
            m_eqRow = row;
            m_eqColumn = column;
            if (m_equationButton->isChecked())
                renderSide();
        }
    });
    // A row title names the number of the current column (or the first): that cell becomes the current
    // one, so the highlight moves with the equation (a GUI QA pass saw it stay on the previous row).
    connect(m_table->verticalHeader(), &QHeaderView::sectionClicked, this, [this](int row) {
        const int column = std::max(0, m_table->currentColumn());
        m_table->setCurrentCell(row, column);
        showEquation(row, column);
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
        renderPinned();
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
    // No subtitle here: the page needs its height for the comparison's verdict rows under the menu
    // bar at 1366 x 768 (the starred column says which option is recommended).
    setTitle(tr("Results"));
    m_equationButton->setText(tr("Show the e&quation"));
    m_equationButton->setToolTip(tr("Reveal the formula and the inputs behind the selected number. "
                                    "Click a row header or a cell to choose the number."));
    m_table->setToolTip(QString());
    m_tabs->setTabText(ComparisonTab, tr("Comparison"));
    m_tabs->setTabText(CostTab, tr("Cost chart"));
    m_tabs->setTabText(BomTab, tr("Bill of materials"));
    m_tabs->setTabText(WhatIfTab, tr("How to use fewer GPUs"));
    m_tabs->setTabText(RulesTab, tr("Rules of thumb"));
    m_tabs->setTabToolTip(WhatIfTab, tr("Each tactic re-planned with one change: GPUs, time and money saved, and the risk."));
    m_tabs->setTabToolTip(RulesTab, tr("What the market's guides say, what gpuplan computes, and why they differ."));
    m_tabs->setTabText(PinnedTab, tr("A vs B"));
    m_tabs->setTabToolTip(PinnedTab, tr("The pinned plan (A) beside the current one (B)"));
    m_pinButton->setText(tr("&Pin as A"));
    m_pinButton->setToolTip(tr("Keep this plan as A, then change anything: the A vs B tab compares them"));
    m_unpinButton->setText(tr("&Unpin A"));
    render();
    renderPinned();
    renderAdvice();
}

bool ResultsPage::pinCurrent()
{
    if (!m_runner.hasPlan() || m_runner.isBusy() || !(m_runner.planScenario() == m_model.scenario()))
        return false;
    m_pinned = std::make_pair(m_model.scenario(), m_runner.plan());
    m_pinnedCatalog = planningCatalog();   // the prices A was costed with
    m_tabs->setTabVisible(PinnedTab, true);
    renderPinned();
    return true;
}

QString ResultsPage::pinnedNote() const
{
    return m_pinnedNote->text();
}

void ResultsPage::clearPin()
{
    m_pinned.reset();
    m_pinnedCatalog.reset();
    if (m_tabs->currentIndex() == PinnedTab)
        m_tabs->setCurrentIndex(ComparisonTab);
    m_tabs->setTabVisible(PinnedTab, false);
    emit pinCleared();
}

void ResultsPage::renderPinned()
{
    if (!m_pinned || !m_runner.hasPlan())
        return;
    const ScenarioComparison c = compareScenarios(m_pinned->second, m_pinned->first, m_runner.plan(), m_runner.planScenario());
    m_abChart->setPlans(m_pinned->second, m_pinned->first, m_runner.plan(), m_runner.planScenario());
    QString note = tr("A is the plan you pinned; B follows every change. Rows that differ are in bold.");
    // Prices edited since the pin: A keeps the money of the earlier prices (a GUI QA pass read a rent
    // difference that was half the price edit).
    if (m_pinnedCatalog && m_pinnedCatalog.get() != planningCatalog().get())
        note += QLatin1Char(' ')
                + tr("The prices were edited after A was pinned: A's money uses the earlier prices, B's the new ones.");
    m_pinnedNote->setText(note);
    m_pinnedTable->setHorizontalHeaderLabels({tr("A (pinned)"), tr("B (now)")});
    m_pinnedTable->setRowCount(static_cast<int>(c.rowTitles.size()));
    m_pinnedTable->setVerticalHeaderLabels(c.rowTitles);
    for (int r = 0; r < c.rowTitles.size(); ++r) {
        const QStringList cells {c.a[r], c.b[r]};
        for (int col = 0; col < 2; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            QFont f = item->font();
            f.setBold(c.differs[r]);
            item->setFont(f);
            m_pinnedTable->setItem(r, col, item);
        }
    }
}

void ResultsPage::showEvent(QShowEvent *event)
{
    ScenarioPage::showEvent(event);
    fitTable();
    requestAdvice();
}

void ResultsPage::resizeEvent(QResizeEvent *event)
{
    ScenarioPage::resizeEvent(event);
    fitColumns();
    fitTable();
}

// The comparison table gets the height of all its rows when the charts keep their minimum, so the
// verdict rows at its foot are on screen at 1366 × 768 (a laptop); the charts take the rest. Once
// the user drags the divider, their choice stays.
void ResultsPage::fitTable()
{
    if (m_splitterMoved || m_vertical->height() <= 0)
        return;
    if (m_fitting) {   // rows re-measured while fitting (the sizes just set): fit again once this returns
        QMetaObject::invokeMethod(this, [this] { fitTable(); }, Qt::QueuedConnection);
        return;
    }
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    int need = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        need += m_table->rowHeight(r);
    const int total = m_vertical->height() - m_vertical->handleWidth();
    const int chartsMin = std::max(m_vertical->widget(0)->minimumSizeHint().height(), 150);
    const int table = std::clamp(need, m_table->minimumHeight(), std::max(m_table->minimumHeight(), total - chartsMin));
    const QList<int> sizes {total - table, table};
    if (m_vertical->sizes() != sizes)
        m_vertical->setSizes(sizes);
}

void ResultsPage::requestAdvice()
{
    // The what-ifs re-plan the scenario a few dozen times: only while the results are on screen.
    if (!isVisible() || !m_runner.hasPlan() || m_runner.isBusy())
        return;
    // Advice for this scenario at these prices is at hand (new prices are a new request): drawn again
    // only where a panel shows none, as after another scenario was drawn while the page was hidden (a
    // GUI QA pass: an invalid edit, a language switch, the edit undone left them "computing" for
    // good); a panel that has it keeps its selection and scroll position.
    if (m_advisor->resultIsFor(m_runner.planScenario()) && m_advisor->result().hasAdvice) {
        if (!m_whatIfs->hasResults() || !m_rules->hasResults())
            renderAdvice();
        return;
    }
    m_advisor->request(m_runner.planScenario(), m_runner.plan());
    renderAdvice();
}

void ResultsPage::renderAdvice()
{
    const bool current = m_runner.hasPlan() && m_advisor->resultIsFor(m_runner.planScenario());
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
        if (const QString dates = estimatedPriceDates(plan); !dates.isEmpty())
            notes << tr("Prices are estimates dated %1; check current quotes.").arg(dates);
    }
    m_costNote->setText(joinSentences(notes));
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

QString ResultsPage::reasoningText() const
{
    return planReasoning(m_runner.plan(), m_runner.planScenario());
}

QStringList ResultsPage::warningTexts() const
{
    return m_warnings;
}

QString ResultsPage::issuesText() const
{
    return m_issues->isVisible() ? m_issues->text() : QString();
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
    if (!m_runner.isBusy()) {
        const double ms = m_runner.lastMilliseconds();
        m_status->setText(ms < 0.1 ? tr("Computed in under 0.1 ms")
                                   : tr("Computed in %1 ms").arg(formatNumber(ms, ms < 10 ? 1 : 0)));
    }
    const engine::Plan &plan = m_runner.plan();
    const engine::Scenario &s = m_runner.planScenario();
    QStringList issues;
    for (const engine::Issue &i : plan.issues)
        issues << issueText(i);
    showIssues(m_issues, issues);
    m_memoryChart->setPlan(plan, s);
    m_breakdownChart->setPlan(plan, s);

    const ComparisonTable table = comparisonRows(plan, s);
    m_table->clear();
    m_table->setRowCount(kResultRowCount);
    m_table->setColumnCount(static_cast<int>(table.columns.size()));
    for (int r = 0; r < kResultRowCount; ++r) {
        auto *h = new QTableWidgetItem(table.rowTitles[r]);
        h->setToolTip(tr("Click to show the equation for this row."));
        m_table->setVerticalHeaderItem(r, h);
    }
    const QColor recColor(0xdf, 0xf3, 0xdf);
    for (int c = 0; c < static_cast<int>(plan.options.size()); ++c) {
        const engine::Option &o = plan.options[static_cast<std::size_t>(c)];
        const bool rec = c == table.recommendedColumn;
        auto *h = new QTableWidgetItem(table.columns[c]);
        h->setForeground(gpuColor(c));
        // Not bold: the header elides with its own font's metrics, and a bold title was clipped at
        // both ends instead ("★" lost); the star and the column's green mark the recommendation.
        h->setToolTip(gpuName(o.gpuId));   // the whole name where a narrow column elides it
        setFullTitle(m_table, c, h);
        for (int r = 0; r < kResultRowCount; ++r) {
            auto *item = new QTableWidgetItem(table.cells[r][c]);
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
    m_recommendedColumn = table.recommendedColumn;
    fitColumns();
    m_table->resizeRowsToContents();
    fitTable();
    renderBom();
    m_warnings = planWarnings(plan, catalog());
    renderSide();
}

// Stretched columns no narrower than their widest number where the page has the room: six GPUs in
// 繁體中文 at 1366 x 768 broke "≈NT$10,414,746" after "10," (a QA pass). The side panel gives the table
// the width it needs, down to its own least; past that the columns share what there is (a number then
// breaks after a group separator, WrappedTextDelegate) and no GPU's column goes off the page. Done again
// when the page is resized: a window made smaller after the plan kept the columns' old least width and
// scrolled the recommended one out of sight, cutting "≈¥4,913,436" to "≈¥4,913" (a zh_CN QA pass at
// the window's least size); where the table still scrolls, the recommended column is brought into view.
void ResultsPage::fitColumns()
{
    auto *split = qobject_cast<QSplitter *>(m_table->parentWidget());
    if (!split || split->count() != 2 || m_table->columnCount() <= 0)
        return;
    const int run = widestRun(m_table);
    const int chrome = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth()
                       + m_table->verticalScrollBar()->sizeHint().width();
    QList<int> sizes = split->sizes();
    const int need = chrome + run * m_table->columnCount();
    const int spare = sizes[1] - m_side->minimumWidth() - 8;
    if (sizes[0] < need && spare > 0) {
        const int give = std::min(need - sizes[0], spare);
        sizes[0] += give;
        sizes[1] -= give;
        split->setSizes(sizes);
    }
    m_table->horizontalHeader()->setMinimumSectionSize(std::max(24, std::min(run, (sizes[0] - chrome) / m_table->columnCount())));
    if (m_recommendedColumn >= 0 && m_recommendedColumn < m_table->columnCount() && m_table->rowCount() > 0)
        if (QTableWidgetItem *item = m_table->item(0, m_recommendedColumn))
            m_table->scrollToItem(item, QAbstractItemView::EnsureVisible);
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
        auto *h = new QTableWidgetItem(shortGpuName(o.gpuId));
        h->setForeground(gpuColor(c));
        h->setToolTip(gpuName(o.gpuId));
        setFullTitle(m_bom, c, h);
        for (int r = 0; r < kBomRowCount; ++r) {
            auto *item = new QTableWidgetItem(o.fits ? bomCellText(static_cast<BomRow>(r), o) : QStringLiteral("–"));
            m_bom->setItem(r, c, item);
        }
    }
}

QString ResultsPage::sideText() const
{
    return m_side->toPlainText();
}

void ResultsPage::renderSide()
{
    QString html = QStringLiteral("<p>%1</p>").arg(reasoningText().toHtmlEscaped());
    if (m_runner.hasPlan())
        if (const QString dates = estimatedPriceDates(m_runner.plan()); !dates.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(tr("Prices marked ≈ are estimates dated %1.").arg(dates).toHtmlEscaped());
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
    keepUnitsTogether(*m_side->document());
}

} // namespace gpuplan::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "budgetpage.h"

#include "widgets/texttable.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "text/typography.h"
#include "widgets/checkedspinbox.h"
#include "widgets/paramsspinbox.h"
#include "widgets/enumcombo.h"

#include <engine/limits.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace gpuplan::ui {

namespace {

// The first (or last) row the GPU filter shows.
QListWidgetItem *visibleGpuRow(QListWidget *list, bool last)
{
    for (int k = 0; k < list->count(); ++k) {
        QListWidgetItem *item = list->item(last ? list->count() - 1 - k : k);
        if (!item->isHidden())
            return item;
    }
    return nullptr;
}

engine::PriceDefaults priceDefaults()
{
    return catalog().prices ? catalog().prices->defaults : engine::PriceDefaults {};
}

} // namespace

BudgetPage::BudgetPage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    auto *filterRow = new QHBoxLayout;
    m_listLabel = new QLabel(this);
    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    m_listLabel->setBuddy(m_filter);
    filterRow->addWidget(m_listLabel);
    filterRow->addWidget(m_filter, 1);
    left->addLayout(filterRow);
    m_list = new QListWidget(this);
    // A long name and its figures wrap onto a second line rather than running off the right edge
    // ("NVIDIA B200 (HGX/DGX B200) — 179.1 GiB, BF16 2,250 TFLOPS"; Chinese figures are wider).
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setItemDelegate(new WrappedTextDelegate(m_list));   // "312 TFLOPS" stays on one line
    for (const engine::Gpu &g : catalog().gpus) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    }
    // Wide enough for a GPU's name and its figures on two lines: the money model's long labels took
    // the width and left the list 150 px, four lines to a GPU and the filter cut to "Filt…".
    m_list->setMinimumWidth(m_list->fontMetrics().horizontalAdvance(QStringLiteral("NVIDIA A100 SXM4 80GB — 80.0 GiB,")) + 48);
    left->addWidget(m_list, 1);
    m_countLabel = new QLabel(this);
    left->addWidget(m_countLabel);
    m_issues = makeIssueLabel();
    left->addWidget(m_issues);
    layout->addLayout(left, 4);

    auto *right = new QVBoxLayout;
    auto *form = new QFormLayout;
    m_maxLabel = new QLabel(this);
    m_maxGpus = setUpNumberField(new CheckedSpinBox(this), static_cast<int>(engine::limit::kMaxGpus.min),
                                 static_cast<int>(engine::limit::kMaxGpus.max));
    m_maxLabel->setBuddy(m_maxGpus);
    form->addRow(m_maxLabel, m_maxGpus);
    m_fixedLabel = new QLabel(this);
    // 0: the fewest that fit
    m_fixedGpus = setUpNumberField(new CheckedSpinBox(this), 0, static_cast<int>(engine::limit::kGpuCount.max));
    m_fixedLabel->setBuddy(m_fixedGpus);
    form->addRow(m_fixedLabel, m_fixedGpus);
    m_regionLabel = new QLabel(this);
    m_region = new QComboBox(this);
    m_regionLabel->setBuddy(m_region);
    form->addRow(m_regionLabel, m_region);
    right->addLayout(form);
    // The count fields' messages under them, each on its own line (a QA pass saw them at the foot of
    // the GPU list, across the page from the fields).
    m_countIssues = makeIssueLabel();
    right->addWidget(m_countIssues);
    // What the region changes, said where it is chosen: the hosting default moved with it unannounced
    // (a GUI QA pass), and export-controlled GPUs showed only on the Results page.
    m_regionNote = new QLabel(this);
    m_regionNote->setWordWrap(true);
    m_regionNote->setForegroundRole(QPalette::PlaceholderText);
    right->addWidget(m_regionNote);

    m_costBox = new QGroupBox(this);
    auto *cl = new QVBoxLayout(m_costBox);
    m_purchase = new QRadioButton(m_costBox);
    m_rent = new QRadioButton(m_costBox);
    m_purchase->setChecked(true);
    cl->addWidget(m_purchase);
    cl->addWidget(m_rent);
    auto *bf = new QFormLayout;
    m_budgetLabel = new QLabel(m_costBox);
    m_budget = new MoneySpinBox(m_costBox);   // also "800万", "8M"
    m_budget->setRange(0, engine::limit::kBudget.max);   // 0: no limit
    m_budget->setDecimals(0);
    m_budget->setGroupSeparatorShown(true);
    m_budgetLabel->setBuddy(m_budget);
    bf->addRow(m_budgetLabel, m_budget);
    cl->addLayout(bf);
    m_costNote = new QLabel(m_costBox);
    m_costNote->setWordWrap(true);
    m_costNote->setForegroundRole(QPalette::PlaceholderText);
    cl->addWidget(m_costNote);
    m_costIssues = makeIssueLabel();   // the budget limit's message under it, not in the money column
    cl->addWidget(m_costIssues);
    right->addWidget(m_costBox);
    right->addStretch(1);
    layout->addLayout(right, 3);

    // The money model: every field starts at the catalogue default.
    auto *money = new QVBoxLayout;
    m_moneyBox = new QGroupBox(this);
    auto *mf = new QFormLayout(m_moneyBox);
    mf->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    mf->setRowWrapPolicy(QFormLayout::WrapLongRows);   // a long label takes its own line rather than being cut
    const auto addRow = [&](QLabel *&label, QWidget *field) {
        label = new QLabel(m_moneyBox);
        label->setBuddy(field);
        mf->addRow(label, field);
    };
    m_currency = new QComboBox(m_moneyBox);
    addEnumItem(m_currency, QStringLiteral("USD ($)"), engine::Currency::Usd);
    addEnumItem(m_currency, QStringLiteral("CNY (¥)"), engine::Currency::Cny);
    addEnumItem(m_currency, QStringLiteral("TWD (NT$)"), engine::Currency::Twd);
    addRow(m_currencyLabel, m_currency);
    // A money field on its limit from the one table (engine/limits.h), with its label.
    const auto addNumber = [&](QLabel *&label, const engine::FieldLimit &limit, int decimals, double step) {
        auto *spin = new CheckedDoubleSpinBox(m_moneyBox);
        spin->setRange(limit.min, limit.max);
        spin->setDecimals(decimals);
        spin->setSingleStep(step);
        addRow(label, spin);
        return spin;
    };
    m_rate = addNumber(m_rateLabel, engine::limit::kUsdToCny, 3, 0.05);
    m_electricity = addNumber(m_electricityLabel, engine::limit::kElectricity, 3, 0.01);
    m_pue = addNumber(m_pueLabel, engine::limit::kPue, 2, 0.05);
    m_rack = addNumber(m_rackLabel, engine::limit::kRackKw, 1, 1);
    m_rack->setMinimum(0);   // 0: the cooling's default
    static_cast<CheckedDoubleSpinBox *>(m_rack)->setLeastValue(engine::limit::kRackKw.min);
    m_depreciation = addNumber(m_depreciationLabel, engine::limit::kDepreciation, 1, 0.5);
    m_utilisation = new CheckedSpinBox(m_moneyBox);
    m_utilisation->setRange(static_cast<int>(engine::limit::kUtilisation.min * 100), static_cast<int>(engine::limit::kUtilisation.max * 100));   // per cent
    addRow(m_utilisationLabel, m_utilisation);
    m_horizon = new CheckedSpinBox(m_moneyBox);
    m_horizon->setRange(0, static_cast<int>(engine::limit::kHorizon.max));   // 0: the default
    addRow(m_horizonLabel, m_horizon);
    m_colocation = addNumber(m_colocationLabel, engine::limit::kColocation, 0, 1);   // 0: own facility
    m_colocation->setGroupSeparatorShown(true);
    m_staff = addNumber(m_staffLabel, engine::limit::kStaff, 0, 100);   // 0: not counted
    m_staff->setGroupSeparatorShown(true);
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *> {m_rate, m_electricity, m_pue, m_rack, m_depreciation,
                                                                            m_utilisation, m_horizon, m_budget, m_colocation,
                                                                            m_staff}) {
        spin->setKeyboardTracking(false);
    }
    onInvalidTextChanged(this, [this] { showPageIssues(); });
    m_defaults = new QPushButton(m_moneyBox);
    mf->addRow(m_defaults);
    m_inputIssues = makeIssueLabel();
    mf->addRow(m_inputIssues);
    money->addWidget(m_moneyBox);
    money->addStretch(1);
    layout->addLayout(money, 3);

    connect(m_list, &QListWidget::itemChanged, this, [this] { commitGpus(); });
    m_list->installEventFilter(this);   // Home, End and Space on the rows the filter shows
    connect(m_filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    connect(m_maxGpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.maxGpus = v; });
    });
    connect(m_fixedGpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.gpuCount = v; });
        m_maxGpus->setEnabled(v == 0);
    });
    connect(m_purchase, &QRadioButton::toggled, this, [this](bool buy) {
        commit([buy](engine::Scenario &s) {
            s.budget.acquisition = buy ? engine::Acquisition::Buy : engine::Acquisition::Rent;
        });
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.limit = v; });
    });
    connect(m_currency, &QComboBox::activated, this, [this] {
        setCurrency(currentEnum<engine::Currency>(m_currency).value_or(engine::Currency::Usd));
    });
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        // The field is the rate of the chosen currency (CNY's while USD is chosen).
        commit([v](engine::Scenario &s) {
            if (s.budget.currency == engine::Currency::Twd)
                s.budget.usdToTwd = v;
            else
                s.budget.usdToCny = v;
        });
        if (!isLoading())
            reload();   // the catalogue's prices shown in the currency follow the new rate
    });
    connect(m_electricity, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.electricityPerKwh = v; });
    });
    connect(m_pue, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.pue = v; });
    });
    connect(m_rack, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.rackKw = v; });
    });
    connect(m_depreciation, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.depreciationYears = v; });
    });
    connect(m_utilisation, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.budget.utilisation = v / 100.0; });
    });
    connect(m_horizon, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.budget.horizonMonths = v; });
    });
    connect(m_colocation, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.colocationPerKwMonth = v; });
    });
    connect(m_staff, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.staffPerNodeYear = v; });
    });
    connect(m_defaults, &QPushButton::clicked, this, [this] {
        commit([](engine::Scenario &s) {
            const engine::Currency c = s.budget.currency;
            const engine::Acquisition a = s.budget.acquisition;
            const double limit = s.budget.limit;
            s.budget = engine::BudgetSetup {};
            s.budget.currency = c;
            s.budget.acquisition = a;
            s.budget.limit = limit;
        });
        reload();
    });
    connect(m_region, &QComboBox::activated, this, [this] {
        const std::string r = m_region->currentData().toString().toStdString();
        commit([r](engine::Scenario &s) { s.region = r; });
        reload();   // the hosting default and its tooltip follow the region
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this] {
        updateBudgetPeriod(m_model.scenario());
        updateRegionNote(m_model.scenario());   // the hosting sentence goes once a price is typed
        showPageIssues();
        emit completeChanged();
    });
    retranslateUi();
}

void BudgetPage::retranslateUi()
{
    //: wizard step title: GPUs to compare and money limits
    setTitle(tr("Budget"));
    setSubTitle(tr("Which GPUs should be compared, and within which limits?"));
    m_listLabel->setText(tr("&GPUs to compare:"));
    m_filter->setPlaceholderText(tr("Filter by name, e.g. H100"));
    m_list->setToolTip(tr("Tick every GPU to compare; the results show one column per GPU."));
    updateRegionTexts(m_model.scenario());
    m_maxLabel->setText(tr("GPU li&mit:"));
    m_maxGpus->setToolTip(tr("The largest number of GPUs the search for the fewest may use; a fixed GPU count is "
                             "planned as asked."));
    m_fixedLabel->setText(tr("Fixed GPU &count:"));
    m_fixedGpus->setSpecialValueText(tr("Find the minimum"));
    m_fixedGpus->setToolTip(tr("Plan for exactly this many GPUs instead of searching for the fewest."));
    m_regionLabel->setText(tr("&Region:"));
    m_region->clear();
    m_region->addItem(tr("Global"), QStringLiteral("global"));
    m_region->addItem(tr("Mainland China (export controls)"), QStringLiteral("china"));
    m_costBox->setTitle(tr("Cost"));
    m_purchase->setText(tr("Purcha&se"));
    m_rent->setText(tr("Ren&t"));
    m_budgetLabel->setText(tr("Budget l&imit:"));
    m_budget->setSpecialValueText(tr("No limit"));
    m_costNote->setText(tr("Costs in the results follow this choice; the results also show the other mode and "
                           "the break-even."));
    //: group box: the assumptions behind every cost figure
    m_moneyBox->setTitle(tr("Money model"));
    m_currencyLabel->setText(tr("C&urrency:"));
    m_currency->setToolTip(tr("Every cost in the results is shown in this currency."));
    m_rateLabel->setText(tr("E&xchange rate:"));
    m_electricityLabel->setText(tr("Electricity per k&Wh:"));
    m_pueLabel->setText(tr("&PUE:"));
    m_pue->setToolTip(tr("Power usage effectiveness: facility power ÷ IT power (catalogue default %1).")
                          .arg(formatNumber(priceDefaults().pue, 2)));
    m_rackLabel->setText(tr("Power per r&ack:"));
    m_rack->setSuffix(tr(" kW"));
    m_rack->setSpecialValueText(tr("Automatic"));
    m_rack->setToolTip(tr("The power one rack of your site takes, as the colocation contract states it. Sets how many "
                          "servers the bill of materials puts in a rack. Automatic: an air-cooled rack of 40 kW, or a "
                          "liquid-cooled one of 130 kW where one server is beyond air."));
    m_depreciationLabel->setText(tr("&Depreciation:"));
    m_depreciation->setSuffix(tr(" years"));
    m_depreciation->setToolTip(tr("Catalogue default: %1 years.").arg(formatNumber(priceDefaults().depreciationYears, 0)));
    m_utilisationLabel->setText(tr("Uti&lisation:"));
    m_utilisation->setSuffix(tr("%"));
    m_utilisation->setToolTip(tr("Share of the month the hardware is busy: by default %1 for training, 100% for "
                                 "serving, which takes its load around the clock.")
                                  .arg(formatPercent(priceDefaults().utilisation)));
    m_horizonLabel->setText(tr("Hori&zon:"));
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setSpecialValueText(tr("Automatic"));
    m_horizon->setToolTip(tr("How long the hardware is needed. Automatic: the training job, or the depreciation "
                             "period when serving."));
    m_colocationLabel->setText(tr("Hosting per &kW and month:"));
    m_colocation->setSuffix(tr(" per kW-month"));
    m_staffLabel->setText(tr("&Operations staff per server and year:"));
    m_staff->setSuffix(tr(" per server-year"));
    m_defaults->setText(tr("Reset to catalogue defaults"));
    updateMoneyLabels(m_model.scenario());
    showPageIssues();
    m_countLabel->setText(tr("%n GPU(s) selected", nullptr, static_cast<int>(m_model.scenario().gpuIds.size())));
}

void BudgetPage::load(const engine::Scenario &s)
{
    {
        const QSignalBlocker block(m_list);
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem *item = m_list->item(i);
            const std::string id = item->data(Qt::UserRole).toString().toStdString();
            const bool on = std::find(s.gpuIds.begin(), s.gpuIds.end(), id) != s.gpuIds.end();
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_maxGpus->setValue(static_cast<int>(std::min<std::int64_t>(s.maxGpus, 1'000'000)));
    m_fixedGpus->setValue(static_cast<int>(std::min<std::int64_t>(s.gpuCount, 1'000'000)));
    // A fixed count is planned as asked (docs/cli.md, --max-gpus): the limit bounds only the search, so
    // it is greyed out rather than silently passed over (a GUI QA pass fixed 10,000 under a 4,096 limit).
    m_maxGpus->setEnabled(s.gpuCount == 0);
    selectData(m_region, QString::fromStdString(s.region));
    updateRegionTexts(s);
    m_purchase->setChecked(s.budget.acquisition == engine::Acquisition::Buy);
    m_rent->setChecked(s.budget.acquisition == engine::Acquisition::Rent);
    // Money is bounded in US dollars (engine/limits.h): the fields' ranges follow the currency and its
    // rate, so a switch of currency never leaves a converted value outside its field.
    const engine::PriceBook *prices = catalog().prices.get();
    m_budget->setRange(0, engine::moneyLimit(engine::limit::kBudget, s, prices).max);   // 0: no limit
    const engine::FieldLimit electricity = engine::moneyLimit(engine::limit::kElectricity, s, prices);
    m_electricity->setRange(electricity.min, electricity.max);
    m_colocation->setRange(0, engine::moneyLimit(engine::limit::kColocation, s, prices).max);
    m_staff->setRange(0, engine::moneyLimit(engine::limit::kStaff, s, prices).max);
    m_budget->setValue(s.budget.limit);
    const engine::ResolvedMoney money = engine::resolveMoney(s, prices);
    selectEnum(m_currency, std::optional(s.budget.currency));
    m_rate->setValue(money.rate(rateCurrency(s.budget.currency)));
    m_electricity->setValue(money.electricityUsdPerKwh * money.rate(s.budget.currency));
    m_pue->setValue(money.pue);
    m_rack->setValue(s.budget.rackKw);
    m_depreciation->setValue(money.depreciationYears);
    m_utilisation->setValue(static_cast<int>(std::lround(money.utilisation * 100)));
    m_horizon->setValue(static_cast<int>(std::lround(s.budget.horizonMonths)));
    m_colocation->setValue(std::round(money.colocationUsdPerKwMonth * money.rate(s.budget.currency)));
    m_staff->setValue(std::round(money.staffUsdPerNodeYear * money.rate(s.budget.currency)));
    updateMoneyLabels(s);
    showPageIssues();
    m_countLabel->setText(tr("%n GPU(s) selected", nullptr, static_cast<int>(s.gpuIds.size())));
}

// The GPU list's texts, export-controlled ones marked in a region that has controls (on a load and a
// language switch: the region changes through reload()), and the note under the region.
void BudgetPage::updateRegionTexts(const engine::Scenario &s)
{
    {
        const QSignalBlocker block(m_list);
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem *item = m_list->item(i);
            const engine::Gpu *g = catalog().gpu(item->data(Qt::UserRole).toString().toStdString());
            if (!g)
                continue;
            const QString name = QString::fromStdString(g->name), memory = formatGiB(g->capacityBytes);
            // A GPU without BF16 (V100, T4) gives its FP16 figure: a zh_CN QA pass read "BF16 – TFLOPS".
            QString text;
            if (const auto bf16 = g->peak(engine::Dtype::Bf16))
                text = tr("%1 — %2, %3 TFLOPS BF16").arg(name, memory, formatNumber(*bf16, 0));
            else if (const auto fp16 = g->peak(engine::Dtype::Fp16))
                text = tr("%1 — %2, %3 TFLOPS FP16 (no BF16)").arg(name, memory, formatNumber(*fp16, 0));
            else
                //: a GPU in the list with no 16-bit figure in the catalogue: its name and memory
                text = tr("%1 — %2").arg(name, memory);
            // The mark wraps as a whole: a line broke "受出口管制" after 管 (a QA pass at 1366 x 768).
            if (g->restrictedIn(s.region))
                //: a mark after a GPU in the list while the region is mainland China; the note under the region says what it means
                text += QStringLiteral(" · ") + keepCjkTogether(tr("under export controls"));
            else if (g->licenceIn(s.region))
                //: a mark after a GPU in the list while the region is mainland China: sold there under a US licence only
                text += QStringLiteral(" · ") + keepCjkTogether(tr("US licence needed"));
            else if (g->unverifiedIn(s.region))
                //: a mark after a GPU in the list while the region is mainland China: no export ruling found for it either way
                text += QStringLiteral(" · ") + keepCjkTogether(tr("export rules to check"));
            item->setText(text);
        }
    }
    updateRegionNote(s);
}

// What the region changes: export controls, and the hosting default until a price is typed.
void BudgetPage::updateRegionNote(const engine::Scenario &s)
{
    const bool china = s.region == "china";
    QStringList note;
    if (china)
        note << tr("GPUs under export controls are marked in the list; they are compared but never recommended. GPUs "
                   "sold there under a US export licence (granted case by case) are planned, with a warning to check it. "
                   "GPUs for which no ruling was found either way are marked for you to check the current rules.");
    if (s.budget.colocationPerKwMonth < 0) {
        const engine::ResolvedMoney money = engine::resolveMoney(s, catalog().prices.get());
        const QString price = formatMoney(priceDefaults().colocationFor(s.region) * money.rate(s.budget.currency),
                                          engine::currencyId(s.budget.currency));
        note << (china ? tr("Hosting defaults to mainland China's colocation price here: %1 per kW-month.").arg(price)
                       : tr("Hosting defaults to North American colocation here: %1 per kW-month.").arg(price));
    }
    m_regionNote->setText(note.join(QLatin1Char('\n')));
    m_regionNote->setVisible(!note.isEmpty());
}

QString BudgetPage::regionNoteText() const
{
    return m_regionNote->isHidden() ? QString() : m_regionNote->text();
}

// What the limit is checked against (engine::modeCost): the purchase, the rent for a training job, a
// month's rent for serving; renting, the period is said beside the figure (a GUI QA pass read a bare
// figure that was a monthly limit).
void BudgetPage::updateBudgetPeriod(const engine::Scenario &s)
{
    // Called on every edit of the scenario: the field is touched only when its period changes.
    const bool renting = s.budget.acquisition == engine::Acquisition::Rent;
    const QString suffix = !renting ? QString() : engine::isTraining(s.workload) ? tr(" for the job") : tr(" per month");
    if (m_budget->suffix() != suffix)
        m_budget->setSuffix(suffix);
    m_budget->setToolTip(!renting ? tr("The most the purchase may cost: servers, network and storage.")
                         : engine::isTraining(s.workload) ? tr("The most the rent for the whole job may cost.")
                                                          : tr("The most a month's rent may cost."));
}

// The currency whose exchange rate the rate field edits: the chosen one, CNY's while USD is chosen.
engine::Currency BudgetPage::rateCurrency(engine::Currency c)
{
    return c == engine::Currency::Twd ? engine::Currency::Twd : engine::Currency::Cny;
}

void BudgetPage::updateMoneyLabels(const engine::Scenario &s)
{
    const QString symbol = currencySymbol(engine::currencyId(s.budget.currency));
    m_budget->setPrefix(symbol);
    updateBudgetPeriod(s);
    m_electricity->setPrefix(symbol);
    m_colocation->setPrefix(symbol);
    m_staff->setPrefix(symbol);
    const engine::PriceDefaults d = priceDefaults();
    const engine::ResolvedMoney money = engine::resolveMoney(s, catalog().prices.get());
    m_electricity->setToolTip(tr("Catalogue default: %1 per kWh.")
                                  .arg(formatMoney(d.electricityUsdPerKwh * money.rate(s.budget.currency),
                                                   engine::currencyId(s.budget.currency), 3)));
    const std::string cur = engine::currencyId(s.budget.currency);
    const QString hostingBasis = s.region == "china"
                                     ? tr("mainland China wholesale colocation without power, from the first data-centre "
                                          "REITs, 2025")
                                     : tr("North American wholesale colocation, CBRE, second half of 2025");
    m_colocation->setToolTip(tr("Colocation or your own data hall, per kW of the servers' IT power and month; power is "
                                "billed apart. Catalogue default: %1 (%2). 0: hosting is not counted.")
                                 .arg(formatMoney(d.colocationFor(s.region) * money.rate(s.budget.currency), cur), hostingBasis));
    m_staff->setToolTip(tr("People who run the servers, per server and year. Catalogue default: %1 (an estimate: one "
                           "administrator per 50 GPU servers at the US median wage). 0: staff is not counted.")
                            .arg(formatMoney(d.staffUsdPerNodeYear * money.rate(s.budget.currency), cur)));
    const engine::Currency rc = rateCurrency(s.budget.currency);
    const QString code = QString::fromLatin1(engine::currencyId(rc));
    //: the exchange-rate field's unit, e.g. " CNY per USD"
    m_rate->setSuffix(tr(" %1 per USD").arg(code));
    m_rate->setToolTip(tr("Catalogue default: %1 %2 per USD (prices.json).")
                           .arg(formatNumber(d.rate(rc), 2), code));
}

void BudgetPage::setCurrency(engine::Currency c)
{
    // The same money in the other currency (the limit and the prices the scenario sets).
    commit([c](engine::Scenario &s) { engine::convertCurrency(s, c, catalog().prices.get()); });
    reload();
}

QSpinBox *BudgetPage::maxGpusSpin() const
{
    return m_maxGpus;
}

QSpinBox *BudgetPage::fixedGpusSpin() const
{
    return m_fixedGpus;
}

QString BudgetPage::inputIssueText() const
{
    QStringList texts;
    for (const QLabel *label : {m_countIssues, m_costIssues, m_inputIssues})
        if (!label->isHidden() && !label->text().isEmpty())
            texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

// Text the fields did not take (said in the box it was typed in) and the scenario's own issues.
void BudgetPage::showPageIssues()
{
    showIssues(m_inputIssues, invalidFieldTexts(m_moneyBox));
    showIssues(m_costIssues, invalidFieldTexts(m_costBox));
    QStringList counts;
    for (const CheckedSpinBox *count : {m_maxGpus, m_fixedGpus})
        if (!count->invalidText().isEmpty())
            counts << count->invalidText();
    showIssues(m_countIssues, counts);
    QStringList issues;
    for (const engine::Issue &i : engine::validate(m_model.scenario(), catalog()))
        issues << issueText(i);
    showIssues(m_issues, issues);
}

void BudgetPage::setGpuChecked(const std::string &id, bool checked)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString().toStdString() == id)
            m_list->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void BudgetPage::commitGpus()
{
    commit([this](engine::Scenario &s) {
        std::vector<std::string> ids;
        // Keep the user's order for GPUs already compared (colours stay put); append new ones.
        for (const std::string &id : s.gpuIds)
            for (int i = 0; i < m_list->count(); ++i)
                if (m_list->item(i)->data(Qt::UserRole).toString().toStdString() == id
                    && m_list->item(i)->checkState() == Qt::Checked)
                    ids.push_back(id);
        for (int i = 0; i < m_list->count(); ++i) {
            const std::string id = m_list->item(i)->data(Qt::UserRole).toString().toStdString();
            if (m_list->item(i)->checkState() == Qt::Checked && std::find(ids.begin(), ids.end(), id) == ids.end())
                ids.push_back(id);
        }
        s.gpuIds = ids;
    });
    m_countLabel->setText(tr("%n GPU(s) selected", nullptr, static_cast<int>(m_model.scenario().gpuIds.size())));
}

void BudgetPage::applyFilter()
{
    const QString f = m_filter->text().trimmed();
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setHidden(!f.isEmpty() && !m_list->item(i)->text().contains(f, Qt::CaseInsensitive));
    // The keyboard's row is one the filter shows: a QA pass filtered to "L40S", pressed Space and
    // toggled the hidden row that was still current (H200, then a V100).
    if (m_list->currentItem() && m_list->currentItem()->isHidden())
        m_list->setCurrentItem(visibleGpuRow(m_list, false));
}

// QListView's Home and End go to the first and last rows, hidden or not, and Space toggles the current
// row even when the filter hides it: both kept to the rows on screen.
bool BudgetPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Home || key == Qt::Key_End) {
            if (QListWidgetItem *item = visibleGpuRow(m_list, key == Qt::Key_End))
                m_list->setCurrentItem(item);
            return true;
        }
        if (key == Qt::Key_Space || key == Qt::Key_Select) {
            QListWidgetItem *item = m_list->currentItem();
            if (!item || item->isHidden())
                item = visibleGpuRow(m_list, false);
            if (item) {
                m_list->setCurrentItem(item);
                item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
            }
            return true;
        }
    }
    return ScenarioPage::eventFilter(watched, event);
}

bool BudgetPage::isComplete() const
{
    return !m_model.scenario().gpuIds.empty();
}

} // namespace gpuplan::ui

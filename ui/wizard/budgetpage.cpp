#include "budgetpage.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan::ui {

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
    m_list->setUniformItemSizes(true);
    for (const engine::Gpu &g : catalog().gpus) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    }
    left->addWidget(m_list, 1);
    m_countLabel = new QLabel(this);
    left->addWidget(m_countLabel);
    m_issues = makeIssueLabel();
    left->addWidget(m_issues);
    layout->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    auto *form = new QFormLayout;
    m_maxLabel = new QLabel(this);
    m_maxGpus = new QSpinBox(this);
    m_maxGpus->setRange(1, 1'000'000);
    m_maxGpus->setGroupSeparatorShown(true);
    m_maxGpus->setKeyboardTracking(false);
    m_maxLabel->setBuddy(m_maxGpus);
    form->addRow(m_maxLabel, m_maxGpus);
    m_fixedLabel = new QLabel(this);
    m_fixedGpus = new QSpinBox(this);
    m_fixedGpus->setRange(0, 1'000'000);
    m_fixedGpus->setGroupSeparatorShown(true);
    m_fixedGpus->setKeyboardTracking(false);
    m_fixedLabel->setBuddy(m_fixedGpus);
    form->addRow(m_fixedLabel, m_fixedGpus);
    m_regionLabel = new QLabel(this);
    m_region = new QComboBox(this);
    m_regionLabel->setBuddy(m_region);
    form->addRow(m_regionLabel, m_region);
    right->addLayout(form);

    m_costBox = new QGroupBox(this);
    auto *cl = new QVBoxLayout(m_costBox);
    m_purchase = new QRadioButton(m_costBox);
    m_rent = new QRadioButton(m_costBox);
    m_purchase->setChecked(true);
    cl->addWidget(m_purchase);
    cl->addWidget(m_rent);
    auto *bf = new QFormLayout;
    m_budgetLabel = new QLabel(m_costBox);
    m_budget = new QDoubleSpinBox(m_costBox);
    m_budget->setRange(0, 1e12);
    m_budget->setDecimals(0);
    m_budget->setGroupSeparatorShown(true);
    m_budgetLabel->setBuddy(m_budget);
    bf->addRow(m_budgetLabel, m_budget);
    cl->addLayout(bf);
    m_costNote = new QLabel(m_costBox);
    m_costNote->setWordWrap(true);
    m_costNote->setForegroundRole(QPalette::PlaceholderText);
    cl->addWidget(m_costNote);
    right->addWidget(m_costBox);
    right->addStretch(1);
    layout->addLayout(right, 2);

    connect(m_list, &QListWidget::itemChanged, this, [this] { commitGpus(); });
    connect(m_filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    connect(m_maxGpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.maxGpus = v; });
    });
    connect(m_fixedGpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit([v](engine::Scenario &s) { s.gpuCount = v; });
    });
    connect(m_purchase, &QRadioButton::toggled, this, [this](bool buy) {
        commit([buy](engine::Scenario &s) {
            s.budget.acquisition = buy ? engine::Acquisition::Buy : engine::Acquisition::Rent;
        });
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit([v](engine::Scenario &s) { s.budget.limit = v; });
    });
    connect(m_region, &QComboBox::activated, this, [this] {
        const std::string r = m_region->currentData().toString().toStdString();
        commit([r](engine::Scenario &s) { s.region = r; });
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this](const engine::Scenario &s) {
        QStringList issues;
        for (const engine::Issue &i : engine::validate(s, catalog()))
            issues << issueText(i);
        showIssues(m_issues, issues);
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
    {
        const QSignalBlocker block(m_list);
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem *item = m_list->item(i);
            const engine::Gpu *g = catalog().gpu(item->data(Qt::UserRole).toString().toStdString());
            if (!g)
                continue;
            QString bf16 = QStringLiteral("–");
            if (auto v = g->peak(engine::Dtype::Bf16))
                bf16 = formatNumber(*v, 0);
            item->setText(tr("%1 — %2, %3 TFLOPS BF16").arg(QString::fromStdString(g->name),
                                                             formatGiB(g->capacityBytes), bf16));
        }
    }
    m_maxLabel->setText(tr("GPU &limit:"));
    m_maxGpus->setToolTip(tr("The largest number of GPUs any option may use."));
    m_fixedLabel->setText(tr("&Fixed GPU count:"));
    m_fixedGpus->setSpecialValueText(tr("Find the minimum"));
    m_fixedGpus->setToolTip(tr("Plan for exactly this many GPUs instead of searching for the fewest."));
    m_regionLabel->setText(tr("&Region:"));
    m_region->clear();
    m_region->addItem(tr("Global"), QStringLiteral("global"));
    m_region->addItem(tr("Mainland China (export controls)"), QStringLiteral("china"));
    m_costBox->setTitle(tr("Cost"));
    m_purchase->setText(tr("&Purchase"));
    m_rent->setText(tr("R&ent"));
    m_budgetLabel->setText(tr("&Budget limit:"));
    m_budget->setSpecialValueText(tr("No limit"));
    m_costNote->setText(tr("Costs in the results follow this choice; the full money model (currency, "
                           "power price, rent-versus-buy) gets its own page controls later."));
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
    m_region->setCurrentIndex(s.region == "china" ? 1 : 0);
    m_purchase->setChecked(s.budget.acquisition == engine::Acquisition::Buy);
    m_rent->setChecked(s.budget.acquisition == engine::Acquisition::Rent);
    m_budget->setValue(s.budget.limit);
    m_budget->setPrefix(s.budget.currency == engine::Currency::Cny ? QStringLiteral("¥") : QStringLiteral("$"));
    m_countLabel->setText(tr("%n GPU(s) selected", nullptr, static_cast<int>(s.gpuIds.size())));
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
}

bool BudgetPage::isComplete() const
{
    return !m_model.scenario().gpuIds.empty();
}

} // namespace gpuplan::ui

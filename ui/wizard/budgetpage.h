// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace gpuplan::ui {
class CheckedSpinBox;
}

namespace gpuplan::ui {

// Step 6: the GPUs to compare (any catalogue GPU), GPU limits and region, purchase or rent with a
// budget limit, and the money model: currency and exchange rate, electricity price, PUE,
// depreciation, utilisation and horizon. The money fields show the catalogue defaults
// (prices.json) until the user changes them; the Scenario keeps 0 for "default".
class BudgetPage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetPage)
public:
    explicit BudgetPage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;
    bool isComplete() const override;
    void setGpuChecked(const std::string &id, bool checked);
    QListWidget *gpuList() const { return m_list; }
    QSpinBox *maxGpusSpin() const;
    QSpinBox *fixedGpusSpin() const;
    QComboBox *currencyCombo() const { return m_currency; }
    QDoubleSpinBox *exchangeRateSpin() const { return m_rate; }
    QDoubleSpinBox *electricitySpin() const { return m_electricity; }
    QDoubleSpinBox *pueSpin() const { return m_pue; }
    QDoubleSpinBox *rackSpin() const { return m_rack; }
    QDoubleSpinBox *depreciationSpin() const { return m_depreciation; }
    QSpinBox *utilisationSpin() const { return m_utilisation; }
    QSpinBox *horizonSpin() const { return m_horizon; }
    QDoubleSpinBox *colocationSpin() const { return m_colocation; }
    QComboBox *regionCombo() const { return m_region; }
    QString regionNoteText() const;   // empty while hidden
    QDoubleSpinBox *staffSpin() const { return m_staff; }
    QDoubleSpinBox *budgetSpin() const { return m_budget; }
    // The inline message for bad input in the money fields (empty when all are acceptable).
    QString inputIssueText() const;

protected:
    void load(const engine::Scenario &s) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void commitGpus();
    void applyFilter();
    void setCurrency(engine::Currency c);
    void showPageIssues();
    void updateMoneyLabels(const engine::Scenario &s);
    void updateBudgetPeriod(const engine::Scenario &s);
    void updateRegionTexts(const engine::Scenario &s);
    void updateRegionNote(const engine::Scenario &s);
    static engine::Currency rateCurrency(engine::Currency c);

    QLabel *m_listLabel = nullptr;
    QLineEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_maxLabel = nullptr, *m_fixedLabel = nullptr, *m_regionLabel = nullptr;
    CheckedSpinBox *m_maxGpus = nullptr;
    CheckedSpinBox *m_fixedGpus = nullptr;
    QComboBox *m_region = nullptr;
    QLabel *m_regionNote = nullptr;
    QGroupBox *m_costBox = nullptr;
    QRadioButton *m_purchase = nullptr, *m_rent = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QLabel *m_costNote = nullptr;
    QLabel *m_costIssues = nullptr;
    QGroupBox *m_moneyBox = nullptr;
    QLabel *m_currencyLabel = nullptr, *m_rateLabel = nullptr, *m_electricityLabel = nullptr, *m_pueLabel = nullptr,
           *m_rackLabel = nullptr,
           *m_depreciationLabel = nullptr, *m_utilisationLabel = nullptr, *m_horizonLabel = nullptr,
           *m_colocationLabel = nullptr, *m_staffLabel = nullptr;
    QComboBox *m_currency = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_electricity = nullptr;
    QDoubleSpinBox *m_pue = nullptr;
    QDoubleSpinBox *m_rack = nullptr;         // the site's power per rack (kW); 0 = the cooling's default
    QDoubleSpinBox *m_depreciation = nullptr;
    QSpinBox *m_utilisation = nullptr;
    QSpinBox *m_horizon = nullptr;
    QDoubleSpinBox *m_colocation = nullptr;   // hosting of owned servers per kW of IT power and month
    QDoubleSpinBox *m_staff = nullptr;        // operations staff per server and year
    QPushButton *m_defaults = nullptr;
    QLabel *m_inputIssues = nullptr;
    QLabel *m_issues = nullptr;
    QLabel *m_countIssues = nullptr;
};

} // namespace gpuplan::ui

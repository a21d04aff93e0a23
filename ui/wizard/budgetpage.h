#pragma once

#include "scenariopage.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;

namespace gpuplan::ui {

// Step 6: the GPUs to compare (any catalogue GPU), GPU limits and region. Purchase/rent and the
// budget limit are placeholders until the budget issue adds the money model.
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

protected:
    void load(const engine::Scenario &s) override;

private:
    void commitGpus();
    void applyFilter();

    QLabel *m_listLabel = nullptr;
    QLineEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_maxLabel = nullptr, *m_fixedLabel = nullptr, *m_regionLabel = nullptr;
    QSpinBox *m_maxGpus = nullptr;
    QSpinBox *m_fixedGpus = nullptr;
    QComboBox *m_region = nullptr;
    QGroupBox *m_costBox = nullptr;
    QRadioButton *m_purchase = nullptr, *m_rent = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QLabel *m_costNote = nullptr;
    QLabel *m_issues = nullptr;
};

} // namespace gpuplan::ui

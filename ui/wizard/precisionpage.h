// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

#include <engine/scenario.h>

#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QRadioButton;

namespace gpuplan::ui {

// Step 4: training precision and optimizer; serving weight and KV cache data types. Choices that the
// workload or a compared GPU cannot do stay visible and say why.
class PrecisionPage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrecisionPage)
public:
    explicit PrecisionPage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;
    void setTrainingPrecision(engine::Precision p);
    void setServingDtype(engine::Dtype d);
    QString notesText() const;

protected:
    void load(const engine::Scenario &s) override;

private:
    void updateNotes(const engine::Scenario &s);

    QGroupBox *m_trainingBox = nullptr;
    QGroupBox *m_servingBox = nullptr;
    QButtonGroup *m_trainGroup = nullptr;
    QButtonGroup *m_serveGroup = nullptr;
    std::vector<QRadioButton *> m_trainButtons;   // fp32 tf32 bf16 fp16 fp8 | int8 int4 (disabled)
    std::vector<QRadioButton *> m_serveButtons;   // bf16 fp16 fp8 int8 int4
    QLabel *m_trainIntNote = nullptr;
    QLabel *m_optimizerLabel = nullptr;
    QComboBox *m_optimizerCombo = nullptr;
    QCheckBox *m_fp32Grads = nullptr;
    QCheckBox *m_fp32Loss = nullptr;
    QCheckBox *m_fp32Master = nullptr;
    QLabel *m_kvLabel = nullptr;
    QComboBox *m_kvCombo = nullptr;
    QLabel *m_appliesNote = nullptr;
    QLabel *m_gpuNotes = nullptr;
};

} // namespace gpuplan::ui

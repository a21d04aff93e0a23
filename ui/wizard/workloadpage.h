// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace gpuplan::ui {

class CountSpinBox;

// Step 5 ("Scenario" on screen): what the GPUs will do, and the parallel strategy.
class WorkloadPage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadPage)
public:
    explicit WorkloadPage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;
    void initializePage() override;
    void chooseWorkload(engine::Workload w);
    QDoubleSpinBox *memoryFractionSpin() const { return m_fraction; }
    QSpinBox *inputTokensSpin() const { return m_inTokens; }
    QSpinBox *seqLenSpin() const { return m_seq; }
    CountSpinBox *tokensSpin() const { return m_tokens; }
    QCheckBox *chinchillaCheck() const { return m_chinchilla; }
    QComboBox *loraTargetsCombo() const { return m_loraTargets; }
    QDoubleSpinBox *loraDropoutSpin() const { return m_loraDropout; }
    QComboBox *kernelsCombo() const { return m_kernels; }
    QRadioButton *manualParallelRadio() const { return m_manualRadio; }
    QRadioButton *automaticParallelRadio() const { return m_autoRadio; }
    QSpinBox *dpSpin() const { return m_dp; }
    QSpinBox *cpSpin() const { return m_cp; }
    // The page's inline messages (fields that did not take their text, then the scenario's issues).
    QString shownIssues() const;

protected:
    void load(const engine::Scenario &s) override;

private:
    void commitTraining();
    void commitServing();
    void commitParallel();
    void updateState(const engine::Scenario &s);
    void showPageIssues();

    QButtonGroup *m_group = nullptr;
    std::vector<QRadioButton *> m_workloadButtons;
    QStackedWidget *m_stack = nullptr;
    // training
    QLabel *m_tokensLabel = nullptr, *m_deadlineLabel = nullptr, *m_seqLabel = nullptr, *m_batchLabel = nullptr,
           *m_rankLabel = nullptr, *m_loraTargetsLabel = nullptr, *m_loraDropoutLabel = nullptr;
    QDoubleSpinBox *m_loraDropout = nullptr;   // the adapters' input dropout (--lora-dropout)
    QComboBox *m_loraTargets = nullptr;   // all linear layers, or attention projections only (--lora-targets)
    CountSpinBox *m_tokens = nullptr;   // in m_tokensUnit: billions, or 亿 in Chinese
    double m_tokensUnit = 1e9;   // tokens per unit of the field: billions, or 亿 / 億 (10^8) in Chinese
    QCheckBox *m_chinchilla = nullptr;
    QCheckBox *m_disaggregate = nullptr;
    CountSpinBox *m_deadline = nullptr;   // days, fractions kept
    QSpinBox *m_seq = nullptr, *m_globalBatch = nullptr, *m_rank = nullptr;
    // serving
    QLabel *m_qpsLabel = nullptr, *m_inLabel = nullptr, *m_outLabel = nullptr, *m_ttftLabel = nullptr,
           *m_tpotLabel = nullptr, *m_e2eLabel = nullptr, *m_contextLabel = nullptr, *m_fractionLabel = nullptr,
           *m_maxSeqsLabel = nullptr;
    QDoubleSpinBox *m_qps = nullptr, *m_ttft = nullptr, *m_tpot = nullptr, *m_e2e = nullptr, *m_fraction = nullptr;
    QSpinBox *m_inTokens = nullptr, *m_outTokens = nullptr, *m_context = nullptr;
    QSpinBox *m_maxSeqs = nullptr;   // the engine's max concurrent sequences; 0 = its default
    // parallel strategy
    QGroupBox *m_parallelBox = nullptr;
    QRadioButton *m_autoRadio = nullptr, *m_manualRadio = nullptr;
    QWidget *m_manual = nullptr;
    QLabel *m_tpLabel = nullptr, *m_ppLabel = nullptr, *m_dpLabel = nullptr, *m_zeroLabel = nullptr,
           *m_recomputeLabel = nullptr, *m_offloadLabel = nullptr, *m_cpLabel = nullptr, *m_epLabel = nullptr,
           *m_interleaveLabel = nullptr, *m_microLabel = nullptr;
    QSpinBox *m_tp = nullptr, *m_pp = nullptr, *m_dp = nullptr, *m_cp = nullptr, *m_ep = nullptr, *m_interleave = nullptr,
             *m_micro = nullptr;
    QComboBox *m_zero = nullptr, *m_recompute = nullptr, *m_offload = nullptr;
    QLabel *m_frameworkLabel = nullptr;
    QComboBox *m_framework = nullptr;   // the training stack (engine::Framework)
    QLabel *m_attentionLabel = nullptr;
    QComboBox *m_attention = nullptr;   // engine::AttentionKernel; the item without data: no fused attention
    QLabel *m_kernelsLabel = nullptr;
    QComboBox *m_kernels = nullptr;     // fused or eager element-wise kernels (engine::Kernels)
    QLabel *m_dispatcherLabel = nullptr;
    QComboBox *m_dispatcher = nullptr;  // how MoE tokens reach their experts (engine::MoeDispatcher)
    QCheckBox *m_epOverlap = nullptr;   // Megatron-Core's EP overlap (TrainingSetup::epOverlap)
    QLabel *m_engineLabel = nullptr;
    QComboBox *m_engine = nullptr;      // the serving engine (engine::ServingEngine)
    QLabel *m_issues = nullptr;
};

} // namespace gpuplan::ui

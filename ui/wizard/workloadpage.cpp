// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadpage.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/checkedspinbox.h"
#include "widgets/enumcombo.h"
#include "widgets/paramsspinbox.h"

#include <engine/limits.h>
#include <engine/model.h>

#include <type_traits>

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QLocale>
#include <QSignalBlocker>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {
const engine::Workload kWorkloads[] = {engine::Workload::Pretrain, engine::Workload::Finetune, engine::Workload::Lora,
                                       engine::Workload::Qlora, engine::Workload::Inference};

QSpinBox *spin(QWidget *parent, int lo, int hi)
{
    return setUpNumberField(new CheckedSpinBox(parent), lo, hi);
}

QDoubleSpinBox *dspin(QWidget *parent, double lo, double hi, int decimals)
{
    auto *s = new CheckedDoubleSpinBox(parent);
    s->setDecimals(decimals);   // before the range, which it rounds
    return setUpNumberField(s, lo, hi);
}

// A field on its entry of the limit table (engine/limits.h): 0 stands for the default where the
// table says so (the box shows its special text there).
QSpinBox *spin(QWidget *parent, const engine::FieldLimit &l)
{
    return spin(parent, l.zeroIsDefault ? 0 : static_cast<int>(l.min), static_cast<int>(l.max));
}

// A token-count field on its entry of the limit table: whole tokens, also typed as 1.5k or 128k.
QSpinBox *tokenSpin(QWidget *parent, const engine::FieldLimit &l)
{
    return setUpNumberField(new TokenSpinBox(parent), l.zeroIsDefault ? 0 : static_cast<int>(l.min), static_cast<int>(l.max));
}

QDoubleSpinBox *dspin(QWidget *parent, const engine::FieldLimit &l, int decimals)
{
    return dspin(parent, l.zeroIsDefault ? 0.0 : l.min, l.max, decimals);
}
} // namespace

WorkloadPage::WorkloadPage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *workloadRow = new QHBoxLayout;
    m_group = new QButtonGroup(this);
    for (int i = 0; i < 5; ++i) {
        auto *b = new QRadioButton(this);
        b->setObjectName(QStringLiteral("workload-") + QString::fromLatin1(engine::workloadId(kWorkloads[i])));
        m_group->addButton(b, i);
        workloadRow->addWidget(b);
        m_workloadButtons.push_back(b);
    }
    workloadRow->addStretch(1);
    layout->addLayout(workloadRow);

    m_stack = new QStackedWidget(this);
    auto *trainPage = new QWidget(m_stack);
    auto *tf = new QGridLayout(trainPage);
    tf->setContentsMargins(0, 4, 0, 0);
    m_tokensLabel = new QLabel(trainPage);
    // The token count also takes unit words (300B, 1.5T, 5000亿) and a plain count (2,000,000,000).
    m_tokens = new CountSpinBox(trainPage);
    m_tokens->setDecimals(9);   // billions to one token (retranslateUi: 亿 in Chinese)
    m_tokens->setShownDecimals(3);
    setUpNumberField(m_tokens, engine::limit::kTokens.min / 1e9, engine::limit::kTokens.max / 1e9);
    m_chinchilla = new QCheckBox(trainPage);
    m_deadlineLabel = new QLabel(trainPage);
    // Days with a fraction where one is given (3.5 days; a file's 0.25): the text drops trailing zeros.
    m_deadline = new CountSpinBox(trainPage);
    m_deadline->setObjectName(QStringLiteral("deadline"));
    m_deadline->setCountUnit(1);
    m_deadline->setDecimals(6);   // the engine's smallest deadline, 1e-6 days
    m_deadline->setShownDecimals(2);
    setUpNumberField(m_deadline, 0.0, engine::limit::kDays.max);   // 0: no deadline
    m_seqLabel = new QLabel(trainPage);
    m_seq = tokenSpin(trainPage, engine::limit::kSeqLen);
    m_batchLabel = new QLabel(trainPage);
    m_globalBatch = spin(trainPage, engine::limit::kGlobalBatch);
    m_rankLabel = new QLabel(trainPage);
    m_rank = spin(trainPage, engine::limit::kLoraRank);
    m_rank->setObjectName(QStringLiteral("loraRank"));
    tf->addWidget(m_tokensLabel, 0, 0);
    tf->addWidget(m_tokens, 0, 1);
    tf->addWidget(m_chinchilla, 0, 2, 1, 2);
    tf->addWidget(m_deadlineLabel, 1, 0);
    tf->addWidget(m_deadline, 1, 1);
    tf->addWidget(m_seqLabel, 1, 2);
    tf->addWidget(m_seq, 1, 3);
    tf->addWidget(m_batchLabel, 2, 0);
    tf->addWidget(m_globalBatch, 2, 1);
    tf->addWidget(m_rankLabel, 2, 2);
    tf->addWidget(m_rank, 2, 3);
    m_loraTargetsLabel = new QLabel(trainPage);
    m_loraTargets = new QComboBox(trainPage);
    m_loraTargets->addItem(QString(), true);    // all linear layers (TrainingSetup::loraAllLinear)
    m_loraTargets->addItem(QString(), false);   // attention projections only
    m_loraTargetsLabel->setBuddy(m_loraTargets);
    tf->addWidget(m_loraTargetsLabel, 3, 2);
    tf->addWidget(m_loraTargets, 3, 3);
    m_loraDropoutLabel = new QLabel(trainPage);
    m_loraDropout = dspin(trainPage, engine::limit::kLoraDropout, 2);
    m_loraDropout->setObjectName(QStringLiteral("loraDropout"));
    m_loraDropout->setSingleStep(0.05);
    m_loraDropoutLabel->setBuddy(m_loraDropout);
    tf->addWidget(m_loraDropoutLabel, 3, 0);
    tf->addWidget(m_loraDropout, 3, 1);
    // Tab reads the grid row by row: rank, then dropout, then the targets (a QA pass went from the
    // targets back to the dropout on the left).
    setTabOrder(m_rank, m_loraDropout);
    setTabOrder(m_loraDropout, m_loraTargets);
    tf->setColumnStretch(1, 1);
    tf->setColumnStretch(3, 1);
    tf->setRowStretch(4, 1);
    m_stack->addWidget(trainPage);

    auto *servePage = new QWidget(m_stack);
    auto *sf = new QGridLayout(servePage);
    sf->setContentsMargins(0, 4, 0, 0);
    m_qpsLabel = new QLabel(servePage);
    // Two decimals, as the limit table's least rate (0.01 requests/s): a file's 0.04 showed as "One
    // replica" and was written back as 0 with any other field's edit (an English consultant's QA pass).
    m_qps = dspin(servePage, engine::limit::kQps, 2);
    m_qps->setObjectName(QStringLiteral("qps"));
    m_contextLabel = new QLabel(servePage);
    m_context = tokenSpin(servePage, engine::limit::kContext);   // 0 = input + output tokens
    m_inLabel = new QLabel(servePage);
    m_inTokens = tokenSpin(servePage, engine::limit::kInputTokens);
    m_outLabel = new QLabel(servePage);
    m_outTokens = tokenSpin(servePage, engine::limit::kOutputTokens);
    m_ttftLabel = new QLabel(servePage);
    m_ttft = dspin(servePage, engine::limit::kTtft, 0);
    m_tpotLabel = new QLabel(servePage);
    m_tpot = dspin(servePage, engine::limit::kTpot, 1);
    m_e2eLabel = new QLabel(servePage);
    m_e2e = dspin(servePage, engine::limit::kE2e, 0);
    m_engineLabel = new QLabel(servePage);
    m_engine = new QComboBox(servePage);
    m_fractionLabel = new QLabel(servePage);
    m_fraction = dspin(servePage, engine::limit::kMemoryFraction, 2);
    m_fraction->setSingleStep(0.05);
    m_maxSeqsLabel = new QLabel(servePage);
    m_maxSeqs = spin(servePage, engine::limit::kMaxSequences);   // 0: the engine's default
    m_maxSeqs->setObjectName(QStringLiteral("maxSequences"));
    const std::pair<QLabel *, QWidget *> cells[] = {{m_qpsLabel, m_qps},   {m_contextLabel, m_context},
                                                    {m_inLabel, m_inTokens}, {m_outLabel, m_outTokens},
                                                    {m_ttftLabel, m_ttft}, {m_tpotLabel, m_tpot},
                                                    {m_e2eLabel, m_e2e},   {m_fractionLabel, m_fraction},
                                                    {m_engineLabel, m_engine}, {m_maxSeqsLabel, m_maxSeqs}};
    for (int i = 0; i < 10; ++i) {
        sf->addWidget(cells[i].first, i / 2, (i % 2) * 2);
        sf->addWidget(cells[i].second, i / 2, (i % 2) * 2 + 1);
        cells[i].first->setBuddy(cells[i].second);
    }
    m_disaggregate = new QCheckBox(servePage);
    m_disaggregate->setObjectName(QStringLiteral("disaggregate"));
    sf->addWidget(m_disaggregate, 5, 0, 1, 4);
    sf->setColumnStretch(1, 1);
    sf->setColumnStretch(3, 1);
    sf->setRowStretch(6, 1);
    m_stack->addWidget(servePage);
    layout->addWidget(m_stack);

    m_tokensLabel->setBuddy(m_tokens);
    m_deadlineLabel->setBuddy(m_deadline);
    m_seqLabel->setBuddy(m_seq);
    m_batchLabel->setBuddy(m_globalBatch);
    m_rankLabel->setBuddy(m_rank);

    m_parallelBox = new QGroupBox(this);
    auto *pl = new QVBoxLayout(m_parallelBox);
    auto *stack = new QHBoxLayout;
    m_frameworkLabel = new QLabel(m_parallelBox);
    m_framework = new QComboBox(m_parallelBox);
    m_frameworkLabel->setBuddy(m_framework);
    stack->addWidget(m_frameworkLabel);
    stack->addWidget(m_framework, 3);   // its names are the longer ones (a GUI QA pass found the English one cut at 1366 px)
    m_attentionLabel = new QLabel(m_parallelBox);
    m_attention = new QComboBox(m_parallelBox);
    m_attention->setObjectName(QStringLiteral("attentionKernel"));
    m_attentionLabel->setBuddy(m_attention);
    stack->addWidget(m_attentionLabel);
    stack->addWidget(m_attention, 2);
    pl->addLayout(stack);
    auto *kernelsRow = new QHBoxLayout;
    m_kernelsLabel = new QLabel(m_parallelBox);
    m_kernels = new QComboBox(m_parallelBox);
    m_kernels->setObjectName(QStringLiteral("kernels"));
    m_kernelsLabel->setBuddy(m_kernels);
    kernelsRow->addWidget(m_kernelsLabel);
    kernelsRow->addWidget(m_kernels, 1);
    pl->addLayout(kernelsRow);
    // Mixture-of-experts models only: how the tokens reach their experts (docs/model.md §4.5b).
    auto *moeRow = new QHBoxLayout;
    m_dispatcherLabel = new QLabel(m_parallelBox);
    m_dispatcher = new QComboBox(m_parallelBox);
    m_dispatcher->setObjectName(QStringLiteral("moeDispatcher"));
    m_dispatcherLabel->setBuddy(m_dispatcher);
    m_epOverlap = new QCheckBox(m_parallelBox);
    m_epOverlap->setObjectName(QStringLiteral("epOverlap"));
    moeRow->addWidget(m_dispatcherLabel);
    moeRow->addWidget(m_dispatcher, 1);
    moeRow->addWidget(m_epOverlap);
    pl->addLayout(moeRow);
    auto *radios = new QHBoxLayout;
    m_autoRadio = new QRadioButton(m_parallelBox);
    m_manualRadio = new QRadioButton(m_parallelBox);
    radios->addWidget(m_autoRadio);
    radios->addWidget(m_manualRadio);
    radios->addStretch(1);
    pl->addLayout(radios);
    m_manual = new QWidget(m_parallelBox);
    auto *ml = new QGridLayout(m_manual);
    ml->setContentsMargins(0, 0, 0, 0);
    m_tpLabel = new QLabel(m_manual);
    m_tp = spin(m_manual, engine::limit::kTp);
    m_ppLabel = new QLabel(m_manual);
    m_pp = spin(m_manual, engine::limit::kPp);
    m_dpLabel = new QLabel(m_manual);
    m_dp = spin(m_manual, engine::limit::kDp);
    m_zeroLabel = new QLabel(m_manual);
    m_zero = new QComboBox(m_manual);
    m_recomputeLabel = new QLabel(m_manual);
    m_recompute = new QComboBox(m_manual);
    m_offloadLabel = new QLabel(m_manual);
    m_offload = new QComboBox(m_manual);
    m_cpLabel = new QLabel(m_manual);
    m_cp = spin(m_manual, engine::limit::kCp);
    m_epLabel = new QLabel(m_manual);
    m_ep = spin(m_manual, engine::limit::kEp);
    m_interleaveLabel = new QLabel(m_manual);
    m_interleave = spin(m_manual, engine::limit::kInterleave);
    m_microLabel = new QLabel(m_manual);
    m_micro = spin(m_manual, engine::limit::kMicroBatch);
    const std::pair<QLabel *, QWidget *> pcells[] = {{m_tpLabel, m_tp},       {m_ppLabel, m_pp},
                                                     {m_dpLabel, m_dp},       {m_cpLabel, m_cp},
                                                     {m_epLabel, m_ep},       {m_interleaveLabel, m_interleave},
                                                     {m_microLabel, m_micro}, {m_zeroLabel, m_zero},
                                                     {m_recomputeLabel, m_recompute}, {m_offloadLabel, m_offload}};
    for (int i = 0; i < static_cast<int>(std::size(pcells)); ++i) {
        ml->addWidget(pcells[i].first, i / 3, (i % 3) * 2);
        ml->addWidget(pcells[i].second, i / 3, (i % 3) * 2 + 1);
        pcells[i].first->setBuddy(pcells[i].second);
    }
    for (int c : {1, 3, 5})
        ml->setColumnStretch(c, 1);
    for (QComboBox *c : {m_zero, m_recompute, m_offload, m_framework, m_attention, m_kernels, m_dispatcher, m_loraTargets, m_engine})
        makeCompact(c);
    pl->addWidget(m_manual);
    layout->addWidget(m_parallelBox);
    m_issues = makeIssueLabel();
    layout->addWidget(m_issues);
    layout->addStretch(1);

    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { chooseWorkload(kWorkloads[id]); });
    // Each field commits its section when its value changes, and when typed text is confirmed: a file's
    // value outside a field's range shows as the nearest bound, and typing that bound must take it (a QA
    // pass typed 0.9 over a file's LoRA dropout of 2 and the message stayed; onTypedEditingFinished).
    const auto commitOn = [this](auto *box, void (WorkloadPage::*commitFields)()) {
        connect(box, &std::remove_pointer_t<decltype(box)>::valueChanged, this, [this, commitFields] { (this->*commitFields)(); });
        onTypedEditingFinished(box, this, [this, commitFields] { (this->*commitFields)(); });
    };
    for (QDoubleSpinBox *d : {static_cast<QDoubleSpinBox *>(m_tokens), static_cast<QDoubleSpinBox *>(m_deadline), m_loraDropout})
        commitOn(d, &WorkloadPage::commitTraining);
    for (QSpinBox *sp : {m_seq, m_globalBatch, m_rank})
        commitOn(sp, &WorkloadPage::commitTraining);
    connect(m_chinchilla, &QCheckBox::toggled, this, [this] { commitTraining(); });
    connect(m_loraTargets, &QComboBox::activated, this, [this] { commitTraining(); });
    connect(m_engine, &QComboBox::activated, this, [this] { commitServing(); });
    connect(m_disaggregate, &QCheckBox::toggled, this, [this] { commitServing(); });
    for (QDoubleSpinBox *d : {m_qps, m_ttft, m_tpot, m_e2e, m_fraction})
        commitOn(d, &WorkloadPage::commitServing);
    for (QSpinBox *sp : {m_inTokens, m_outTokens, m_context, m_maxSeqs})
        commitOn(sp, &WorkloadPage::commitServing);
    connect(m_autoRadio, &QRadioButton::toggled, this, [this] { commitParallel(); });
    for (QSpinBox *sp : {m_tp, m_pp, m_dp, m_cp, m_ep, m_interleave, m_micro})
        connect(sp, &QSpinBox::valueChanged, this, [this] { commitParallel(); });
    for (QComboBox *c : {m_zero, m_recompute, m_offload})
        connect(c, &QComboBox::activated, this, [this] { commitParallel(); });
    connect(m_framework, &QComboBox::activated, this, [this] {
        commit([this](engine::Scenario &s) {
            s.training.framework = currentEnum<engine::Framework>(m_framework).value_or(engine::Framework::Auto);
        });
    });
    connect(m_kernels, &QComboBox::activated, this, [this] {
        commit([this](engine::Scenario &s) {
            s.training.kernels = currentEnum<engine::Kernels>(m_kernels).value_or(engine::Kernels::Auto);
        });
    });
    connect(m_dispatcher, &QComboBox::activated, this, [this] {
        commit([this](engine::Scenario &s) {
            s.training.moeDispatcher = currentEnum<engine::MoeDispatcher>(m_dispatcher).value_or(engine::MoeDispatcher::Auto);
        });
    });
    connect(m_epOverlap, &QCheckBox::toggled, this, [this](bool on) {
        commit([on](engine::Scenario &s) { s.training.epOverlap = on; });
    });
    // One choice for the two fields: no fused attention at all, or which fused kernel.
    connect(m_attention, &QComboBox::activated, this, [this] {
        commit([this](engine::Scenario &s) {
            const auto kernel = currentEnum<engine::AttentionKernel>(m_attention);
            s.training.flashAttention = kernel.has_value();
            s.training.attentionKernel = kernel.value_or(engine::AttentionKernel::Auto);
        });
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this](const engine::Scenario &s) { updateState(s); });
    onInvalidTextChanged(this, [this] { showPageIssues(); });
    retranslateUi();
}

void WorkloadPage::retranslateUi()
{
    //: wizard step title: what the GPUs will do (training, fine-tuning or serving)
    setTitle(tr("Workload"));
    setSubTitle(tr("What will the GPUs do, how much of it, and by when?"));
    const QString names[] = {tr("Pre-training"), tr("F&ull fine-tuning"), tr("Lo&RA"), tr("&QLoRA"), tr("&Serving")};
    for (int i = 0; i < 5; ++i)
        m_workloadButtons[static_cast<std::size_t>(i)]->setText(names[i]);
    m_tokensLabel->setText(tr("Training &tokens:"));
    // Chinese counts tokens in 亿 / 億 (10^8), as the rest of the program and the reports write them.
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const double unit = chinese ? 1e8 : 1e9;
    if (unit != m_tokensUnit) {
        const QSignalBlocker block(m_tokens);   // the same count in the new unit: nothing to commit
        const double tokens = m_tokens->value() * m_tokensUnit;
        m_tokensUnit = unit;
        m_tokens->setCountUnit(unit);
        // The engine's limits, to one token: a small fine-tuning set (500k tokens) is a real job, and a
        // file's 100 tokens shown as "0.001 billion" would become a million on the next edit (a QA
        // pass). The text drops trailing zeros (CountSpinBox::textFromValue): "7 billion".
        m_tokens->setDecimals(chinese ? 8 : 9);
        m_tokens->setShownDecimals(chinese ? 2 : 3);
        m_tokens->setRange(engine::limit::kTokens.min / unit, engine::limit::kTokens.max / unit);
        m_tokens->setValue(tokens / unit);
    }
    //: the unit of the training-token count: English " billion"; Chinese " 亿" / " 億" (the field is then in 10^8 tokens)
    m_tokens->setSuffix(chinese ? tr(" × 10⁸", "training tokens in 亿 / 億") : tr(" billion"));
    m_chinchilla->setText(tr("Chinchilla-optimal (&20 tokens per parameter)"));
    m_chinchilla->setToolTip(tr("Hoffmann et al. 2022: compute-optimal pre-training uses about 20 tokens per parameter."));
    m_deadlineLabel->setText(tr("Deadl&ine:"));
    m_deadline->setSuffix(tr(" days"));
    m_deadline->setSpecialValueText(tr("No deadline"));
    m_deadline->setToolTip(tr("With a deadline, the plan picks the fewest GPUs that finish in time."));
    m_seqLabel->setText(tr("Sequence len&gth:"));
    m_batchLabel->setText(tr("Gl&obal batch:"));
    m_globalBatch->setSpecialValueText(tr("Automatic"));
    m_globalBatch->setSuffix(tr(" sequences"));
    m_globalBatch->setToolTip(tr("Automatic: about 4 million tokens per step for pre-training, 128 sequences for fine-tuning."));
    m_rankLabel->setText(tr("LoRA ran&k:"));
    m_loraTargetsLabel->setText(tr("LoRA target la&yers:"));
    m_loraTargets->setItemText(0, tr("All linear layers"));
    m_loraTargets->setItemText(1, tr("Attention only (q, k, v, o)"));
    m_loraTargets->setToolTip(tr("Which matrices get adapters: every linear layer (QLoRA's default, the most "
                                 "trainable parameters) or the attention projections only."));
    m_loraDropoutLabel->setText(tr("LoRA dropout:"));
    m_loraDropout->setSpecialValueText(tr("None"));
    m_loraDropout->setToolTip(tr("The dropout on the adapters' input (lora_dropout in PEFT and LitGPT). Above 0 "
                                 "each adapted matrix keeps its own dropped-out copy of its input for the backward "
                                 "pass, which takes memory."));
    m_qpsLabel->setText(tr("Requests per secon&d (QPS):"));
    m_qps->setSpecialValueText(tr("One replica"));
    m_contextLabel->setText(tr("Max &context:"));
    m_context->setSuffix(tr(" tokens"));
    m_context->setSpecialValueText(tr("Input + output"));
    m_context->setToolTip(tr("Tokens per sequence the KV cache is sized for. Input + output: exactly what one request needs."));
    m_inLabel->setText(tr("Input to&kens:"));
    m_inTokens->setSuffix(tr(" tokens"));
    m_outLabel->setText(tr("&Output tokens:"));
    m_outTokens->setSuffix(tr(" tokens"));
    m_ttftLabel->setText(tr("&TTFT limit:"));
    m_ttftLabel->setToolTip(tr("Time to first token: how long a user waits before the answer starts."));
    m_ttft->setSuffix(tr(" ms"));
    m_ttft->setSpecialValueText(tr("No limit"));
    m_tpotLabel->setText(tr("TPOT li&mit:"));
    m_tpotLabel->setToolTip(tr("Time per output token: the streaming speed after the first token."));
    m_tpot->setSuffix(tr(" ms"));
    m_tpot->setSpecialValueText(tr("No limit"));
    m_e2eLabel->setText(tr("End-to-end lim&it:"));
    m_e2e->setSuffix(tr(" ms"));
    m_e2e->setSpecialValueText(tr("No limit"));
    m_fractionLabel->setText(tr("GPU memor&y fraction:"));
    m_engineLabel->setText(tr("Servin&g engine:"));
    m_engine->setToolTip(tr("Sets how many requests run at once and how many prompt tokens each step batches "
                            "(chunked prefill)."));
    {
        const auto current = currentEnum<engine::ServingEngine>(m_engine);
        m_engine->clear();
        for (engine::ServingEngine e : {engine::ServingEngine::Vllm, engine::ServingEngine::Sglang,
                                        engine::ServingEngine::TensorRtLlm, engine::ServingEngine::TensorRtLlm2023})
            addEnumItem(m_engine, servingEngineName(e), e);
        selectEnum(m_engine, current);
    }
    m_fraction->setToolTip(tr("The serving engine's own memory setting, 0.9 by default: for vLLM and SGLang the share of "
                              "the whole GPU it may use (gpu_memory_utilization, mem_fraction_static); for TensorRT-LLM "
                              "the share of the memory left free after the weights that its KV cache takes "
                              "(kv_cache_free_gpu_mem_fraction)."));
    m_maxSeqsLabel->setText(tr("Ma&x concurrent sequences:"));
    m_maxSeqs->setSpecialValueText(tr("Engine default"));
    m_maxSeqs->setToolTip(tr("The most requests the engine runs at once: vLLM's max_num_seqs, SGLang's "
                             "max_running_requests, TensorRT-LLM's max_batch_size. Engine default: vLLM 1,024 on GPUs "
                             "with 70 GiB or more (256 on the A100 and smaller GPUs), SGLang as many as its KV cache "
                             "holds, TensorRT-LLM 2,048."));
    m_disaggregate->setText(tr("Prefill and decode on t&wo separate pools of replicas (disaggregated)"));
    m_disaggregate->setToolTip(tr("Prompts run on prefill replicas and their KV cache moves to decode replicas, whose steps "
                                  "carry no prompt chunks (vLLM, SGLang and NVIDIA Dynamo disaggregation). Worth it for "
                                  "long prompts under a tight time per output token."));
    m_parallelBox->setTitle(tr("Parallel strategy"));
    m_autoRadio->setText(tr("Automatic (search every layout)"));
    m_manualRadio->setText(tr("Manua&l override"));
    m_tpLabel->setText(tr("Tensor parallel (T&P):"));
    m_ppLabel->setText(tr("Pipeline p&arallel (PP):"));
    m_dpLabel->setText(tr("Data parallel (DP):"));
    m_cpLabel->setText(tr("Conte&xt parallel (CP):"));
    m_cpLabel->setToolTip(tr("Splits each training sequence over this many GPUs (Megatron-Core ring attention); "
                             "searched for sequences of 8k tokens and more."));
    m_epLabel->setText(tr("Expert parallel (EP):"));
    m_epLabel->setToolTip(tr("Mixture-of-experts models: the experts are spread over this many GPUs."));
    m_interleaveLabel->setText(tr("Pipeline interleaving:"));
    m_interleaveLabel->setToolTip(tr("Virtual pipeline stages per GPU (interleaved 1F1B): a smaller bubble for more "
                                     "pipeline sends."));
    m_microLabel->setText(tr("Micro-batch:"));
    m_microLabel->setToolTip(tr("Sequences per GPU per forward and backward pass."));
    for (QSpinBox *sp : {m_tp, m_pp, m_dp, m_cp, m_ep, m_interleave, m_micro})
        sp->setSpecialValueText(tr("Auto"));
    m_zeroLabel->setText(tr("&ZeRO stage:"));
    m_recomputeLabel->setText(tr("Re&computation:"));
    m_offloadLabel->setText(tr("Offloa&d:"));
    m_zero->clear();
    m_zero->addItem(tr("Auto"), -1);
    m_zero->addItem(tr("0: replicate everything"), 0);
    m_zero->addItem(tr("1: shard optimizer states"), 1);
    m_zero->addItem(tr("2: also gradients"), 2);
    m_zero->addItem(tr("3: also weights (FSDP)"), 3);
    m_recompute->clear();
    m_recompute->addItem(tr("Auto"));   // no data: automatic
    for (engine::Recompute r : {engine::Recompute::None, engine::Recompute::Selective, engine::Recompute::Full})
        addEnumItem(m_recompute, recomputeName(r), r);
    m_frameworkLabel->setText(tr("Training frame&work:"));
    m_framework->setToolTip(tr("Which communication the training software hides behind computation. Automatic: "
                               "Megatron-Core for layouts with tensor, pipeline, context or expert parallelism, PyTorch FSDP "
                               "otherwise."));
    {
        const auto current = currentEnum<engine::Framework>(m_framework);
        m_framework->clear();
        for (engine::Framework f : {engine::Framework::Auto, engine::Framework::MegatronCore, engine::Framework::Fsdp,
                                    engine::Framework::DeepSpeed, engine::Framework::Megatron2021})
            addEnumItem(m_framework, frameworkName(f), f);
        selectEnum(m_framework, current);
    }
    m_attentionLabel->setText(tr("Attention kernel:"));
    m_attention->setToolTip(tr("The fused attention kernel of the training step. The training stack's own: cuDNN "
                               "fused attention for Megatron-Core, FlashAttention-2 for the others (the slower of the "
                               "two on Hopper and later GPUs). Without one, attention is unfused and keeps its score "
                               "matrices in memory."));
    {
        const bool filled = m_attention->count() > 0;
        const auto current = currentEnum<engine::AttentionKernel>(m_attention);   // nullopt: unfused
        m_attention->clear();
        for (engine::AttentionKernel k : {engine::AttentionKernel::Auto, engine::AttentionKernel::FlashAttention2,
                                          engine::AttentionKernel::Fused})
            addEnumItem(m_attention, attentionKernelName(k), k);
        m_attention->addItem(unfusedAttentionName());
        selectEnum(m_attention, filled ? current : std::optional(engine::AttentionKernel::Auto));
    }
    m_kernelsLabel->setText(tr("Ele&ment-wise kernels:"));
    m_kernels->setToolTip(tr("How the training step's norms, activations and loss run. Fused kernels keep fewer "
                             "tensors for the backward pass; eager PyTorch runs one kernel per operation and keeps "
                             "each one's inputs. Automatic: as the published runs of each training framework."));
    {
        const auto current = currentEnum<engine::Kernels>(m_kernels);
        m_kernels->clear();
        for (engine::Kernels k : {engine::Kernels::Auto, engine::Kernels::Fused, engine::Kernels::Eager})
            addEnumItem(m_kernels, kernelsName(k), k);
        selectEnum(m_kernels, current ? current : std::optional(engine::Kernels::Auto));
    }
    m_dispatcherLabel->setText(tr("MoE dispatch:"));
    m_dispatcher->setToolTip(tr("How a mixture-of-experts layer sends each token to its experts. The training stack's "
                                "own: DeepEP where Megatron-Core or FSDP runs on NVLink with an Ampere or later GPU, a "
                                "plain all-to-all otherwise. A plain all-to-all sends one copy per chosen expert; DeepEP "
                                "sends one per GPU and node reached."));
    {
        const auto current = currentEnum<engine::MoeDispatcher>(m_dispatcher);
        m_dispatcher->clear();
        for (engine::MoeDispatcher d : {engine::MoeDispatcher::Auto, engine::MoeDispatcher::AllToAll, engine::MoeDispatcher::DeepEp})
            addEnumItem(m_dispatcher, moeDispatcherName(d), d);
        selectEnum(m_dispatcher, current ? current : std::optional(engine::MoeDispatcher::Auto));
    }
    m_epOverlap->setText(tr("Overlap the all-to-all with another micro-batch"));
    m_epOverlap->setToolTip(tr("Megatron-Core's EP overlap (overlap_moe_expert_parallel_comm): one micro-batch's "
                               "dispatch and combine run beside another's computation. It needs expert parallelism, no "
                               "full recompute and, with pipeline parallelism, an interleaved schedule."));
    m_offload->clear();
    for (engine::Offload o : {engine::Offload::None, engine::Offload::Optimizer, engine::Offload::OptimizerAndParams})
        addEnumItem(m_offload, offloadName(o), o);
}

void WorkloadPage::load(const engine::Scenario &s)
{
    for (int i = 0; i < 5; ++i)
        if (kWorkloads[i] == s.workload)
            m_workloadButtons[static_cast<std::size_t>(i)]->setChecked(true);
    const auto &t = s.training;
    m_chinchilla->setChecked(t.tokens <= 0 && s.workload == engine::Workload::Pretrain);
    m_tokens->setValue(engine::trainingTokens(s) / m_tokensUnit);
    m_deadline->setValue(t.deadlineDays);
    m_seq->setValue(static_cast<int>(t.seqLen));
    m_globalBatch->setValue(static_cast<int>(t.globalBatch));
    m_rank->setValue(static_cast<int>(t.loraRank));
    selectData(m_loraTargets, t.loraAllLinear);
    m_loraDropout->setValue(t.loraDropout);
    const auto &in = s.inference;
    m_qps->setValue(in.qps);
    m_context->setValue(static_cast<int>(in.context));
    m_inTokens->setValue(static_cast<int>(in.inputTokens));
    m_outTokens->setValue(static_cast<int>(in.outputTokens));
    m_ttft->setValue(in.ttftMs);
    m_tpot->setValue(in.tpotMs);
    m_e2e->setValue(in.e2eMs);
    m_fraction->setValue(in.memoryFraction);
    m_maxSeqs->setValue(static_cast<int>(std::min<std::int64_t>(in.maxSequences, m_maxSeqs->maximum())));
    selectEnum(m_engine, std::optional(in.engine));
    m_disaggregate->setChecked(in.disaggregated);
    const auto &p = s.parallel;
    const bool manual = p != engine::ParallelOverride {} || !t.recomputeAuto || t.offload != engine::Offload::None
                        || t.microBatch > 0;
    m_manualRadio->setChecked(manual);
    m_autoRadio->setChecked(!manual);
    m_tp->setValue(p.tp);
    m_pp->setValue(p.pp);
    m_dp->setValue(p.dp);
    m_cp->setValue(p.cp);
    m_ep->setValue(p.ep);
    m_interleave->setValue(p.interleave);
    m_micro->setValue(static_cast<int>(std::min<std::int64_t>(t.microBatch, 65536)));
    selectData(m_zero, p.zero);   // -1: Auto
    selectEnum(m_recompute, t.recomputeAuto ? std::nullopt : std::optional(t.recompute));
    selectEnum(m_offload, std::optional(t.offload));
    selectEnum(m_framework, std::optional(t.framework));
    selectEnum(m_attention, t.flashAttention ? std::optional(t.attentionKernel) : std::nullopt);
    selectEnum(m_kernels, std::optional(t.kernels));
    selectEnum(m_dispatcher, std::optional(t.moeDispatcher));
    m_epOverlap->setChecked(t.epOverlap);
    updateState(s);
}

void WorkloadPage::initializePage()
{
    ScenarioPage::initializePage();
    // QWizard gives the focus to the page's first focusable child once this returns: the first
    // workload button, unchecked, where Space would switch LoRA to pre-training without a word (a QA
    // pass). The checked one takes it instead, as Tab into the group would give it.
    QTimer::singleShot(0, this, [this] {
        if (QAbstractButton *checked = m_group->checkedButton(); checked && isVisible())
            checked->setFocus(Qt::OtherFocusReason);
    });
}

void WorkloadPage::chooseWorkload(engine::Workload w)
{
    for (int i = 0; i < 5; ++i)
        if (kWorkloads[i] == w)
            m_workloadButtons[static_cast<std::size_t>(i)]->setChecked(true);
    commit([w](engine::Scenario &s) { s.workload = w; });
    reload();
}

void WorkloadPage::commitTraining()
{
    commit([this](engine::Scenario &s) {
        auto &t = s.training;
        const bool chinchilla = m_chinchilla->isChecked() && s.workload == engine::Workload::Pretrain;
        t.tokens = chinchilla ? 0.0 : m_tokens->value() * m_tokensUnit;
        t.deadlineDays = m_deadline->value();
        t.seqLen = m_seq->value();
        t.globalBatch = m_globalBatch->value();
        t.loraRank = m_rank->value();
        t.loraAllLinear = m_loraTargets->currentData().toBool();
        t.loraDropout = m_loraDropout->value();
    });
    if (!isLoading())
        reload();   // Chinchilla shows the token count it implies
}

void WorkloadPage::commitServing()
{
    commit([this](engine::Scenario &s) {
        auto &in = s.inference;
        in.qps = m_qps->value();
        in.context = m_context->value();
        in.inputTokens = m_inTokens->value();
        in.outputTokens = m_outTokens->value();
        in.ttftMs = m_ttft->value();
        in.tpotMs = m_tpot->value();
        in.e2eMs = m_e2e->value();
        in.memoryFraction = m_fraction->value();
        in.maxSequences = m_maxSeqs->value();
        in.engine = currentEnum<engine::ServingEngine>(m_engine).value_or(engine::ServingEngine::Vllm);
        in.disaggregated = m_disaggregate->isChecked();
    });
}

void WorkloadPage::commitParallel()
{
    commit([this](engine::Scenario &s) {
        if (m_autoRadio->isChecked()) {
            s.parallel = {};
            s.training.microBatch = 0;
            s.training.recomputeAuto = true;
            s.training.offload = engine::Offload::None;
            return;
        }
        s.parallel.tp = m_tp->value();
        s.parallel.pp = m_pp->value();
        s.parallel.dp = m_dp->value();
        s.parallel.cp = m_cp->value();
        s.parallel.ep = m_ep->value();
        s.parallel.interleave = m_interleave->value();
        s.training.microBatch = m_micro->value();
        s.parallel.zero = m_zero->currentData().toInt();
        const auto recompute = currentEnum<engine::Recompute>(m_recompute);
        s.training.recomputeAuto = !recompute;
        if (recompute)
            s.training.recompute = *recompute;
        s.training.offload = currentEnum<engine::Offload>(m_offload).value_or(engine::Offload::None);
    });
    updateState(m_model.scenario());
}

void WorkloadPage::updateState(const engine::Scenario &s)
{
    const bool training = engine::isTraining(s.workload);
    m_stack->setCurrentIndex(training ? 0 : 1);
    const bool pretrain = s.workload == engine::Workload::Pretrain;
    m_chinchilla->setEnabled(pretrain);
    m_tokens->setEnabled(!(pretrain && m_chinchilla->isChecked()));
    const bool lora = engine::trainsAdapters(s.workload);
    m_rank->setEnabled(lora);
    m_rankLabel->setEnabled(lora);
    m_loraTargets->setEnabled(lora);
    m_loraTargetsLabel->setEnabled(lora);
    m_loraDropout->setEnabled(lora);
    m_loraDropoutLabel->setEnabled(lora);
    m_manual->setEnabled(m_manualRadio->isChecked());
    for (QWidget *w : {static_cast<QWidget *>(m_dp), static_cast<QWidget *>(m_dpLabel), static_cast<QWidget *>(m_zero),
                       static_cast<QWidget *>(m_zeroLabel), static_cast<QWidget *>(m_recompute),
                       static_cast<QWidget *>(m_recomputeLabel), static_cast<QWidget *>(m_offload),
                       static_cast<QWidget *>(m_offloadLabel), static_cast<QWidget *>(m_framework),
                       static_cast<QWidget *>(m_frameworkLabel), static_cast<QWidget *>(m_attention),
                       static_cast<QWidget *>(m_attentionLabel), static_cast<QWidget *>(m_kernels),
                       static_cast<QWidget *>(m_kernelsLabel), static_cast<QWidget *>(m_dispatcher),
                       static_cast<QWidget *>(m_dispatcherLabel), static_cast<QWidget *>(m_epOverlap),
                       static_cast<QWidget *>(m_cp),
                       static_cast<QWidget *>(m_cpLabel), static_cast<QWidget *>(m_interleave),
                       static_cast<QWidget *>(m_interleaveLabel), static_cast<QWidget *>(m_micro),
                       static_cast<QWidget *>(m_microLabel), static_cast<QWidget *>(m_ep), static_cast<QWidget *>(m_epLabel)})
        w->setVisible(training);   // serving uses TP and PP only (the others stay for a switch back)
    m_disaggregate->setEnabled(s.model.text.lmHead);   // an encoder has no decode phase
    const bool moe = s.model.text.moe.has_value();
    for (QWidget *w : {static_cast<QWidget *>(m_ep), static_cast<QWidget *>(m_epLabel), static_cast<QWidget *>(m_dispatcher),
                       static_cast<QWidget *>(m_dispatcherLabel), static_cast<QWidget *>(m_epOverlap)})
        w->setEnabled(moe);
    showPageIssues();
}

QString WorkloadPage::shownIssues() const
{
    return m_issues->text();
}

// Text a field did not take, then the scenario's own issues.
void WorkloadPage::showPageIssues()
{
    QStringList issues = invalidFieldTexts(this);
    for (const engine::Issue &i : engine::validate(m_model.scenario(), catalog()))
        issues << issueText(i);
    showIssues(m_issues, issues);
}

} // namespace gpuplan::ui

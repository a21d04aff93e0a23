// SPDX-License-Identifier: GPL-3.0-or-later
#include "precisionpage.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/enumcombo.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QSignalBlocker>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {
const engine::Precision kTrain[] = {engine::Precision::Fp32, engine::Precision::Tf32, engine::Precision::Bf16Mixed,
                                    engine::Precision::Fp16Mixed, engine::Precision::Fp8};
const engine::Dtype kServe[] = {engine::Dtype::Bf16, engine::Dtype::Fp16, engine::Dtype::Fp8, engine::Dtype::Int8,
                                engine::Dtype::Int4, engine::Dtype::Mxfp4, engine::Dtype::Nvfp4};
constexpr int kServeCount = static_cast<int>(std::size(kServe));
const engine::Dtype kKv[] = {engine::Dtype::Bf16, engine::Dtype::Fp16, engine::Dtype::Fp8, engine::Dtype::Int8,
                             engine::Dtype::Fp32};
const engine::Optimizer kOptimizers[] = {engine::Optimizer::AdamW, engine::Optimizer::AdamW8bit,
                                         engine::Optimizer::SgdMomentum, engine::Optimizer::Adafactor};

// A label and the combo box it names, as a one-row form at the end of `column` in `box`.
void addComboRow(QGroupBox *box, QVBoxLayout *column, QLabel *&label, QComboBox *&combo)
{
    auto *form = new QFormLayout;
    label = new QLabel(box);
    combo = new QComboBox(box);
    label->setBuddy(combo);
    form->addRow(label, combo);
    column->addLayout(form);
}
} // namespace

PrecisionPage::PrecisionPage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_trainingBox = new QGroupBox(this);
    auto *tl = new QVBoxLayout(m_trainingBox);
    m_trainGroup = new QButtonGroup(this);
    for (int i = 0; i < 7; ++i) {
        auto *b = new QRadioButton(m_trainingBox);
        tl->addWidget(b);
        m_trainButtons.push_back(b);
        if (i < 5)
            m_trainGroup->addButton(b, i);
        else
            b->setEnabled(false);   // INT8/INT4 training: shown, explained, not selectable
    }
    m_trainButtons[0]->setObjectName(QStringLiteral("train-fp32"));
    m_trainButtons[2]->setObjectName(QStringLiteral("train-bf16"));
    m_trainButtons[3]->setObjectName(QStringLiteral("train-fp16"));
    m_trainButtons[4]->setObjectName(QStringLiteral("train-fp8"));
    m_trainIntNote = new QLabel(m_trainingBox);
    m_trainIntNote->setWordWrap(true);
    m_trainIntNote->setForegroundRole(QPalette::PlaceholderText);
    tl->addWidget(m_trainIntNote);
    addComboRow(m_trainingBox, tl, m_optimizerLabel, m_optimizerCombo);
    m_fp32Master = new QCheckBox(m_trainingBox);
    m_fp32Master->setObjectName(QStringLiteral("fp32-master"));
    tl->addWidget(m_fp32Master);
    m_fp32Grads = new QCheckBox(m_trainingBox);
    tl->addWidget(m_fp32Grads);
    m_fp32Loss = new QCheckBox(m_trainingBox);
    tl->addWidget(m_fp32Loss);
    tl->addStretch(1);
    row->addWidget(m_trainingBox, 1);

    m_servingBox = new QGroupBox(this);
    auto *sl = new QVBoxLayout(m_servingBox);
    m_serveGroup = new QButtonGroup(this);
    for (int i = 0; i < kServeCount; ++i) {
        auto *b = new QRadioButton(m_servingBox);
        sl->addWidget(b);
        m_serveButtons.push_back(b);
        m_serveGroup->addButton(b, i);
    }
    m_serveButtons[3]->setObjectName(QStringLiteral("serve-int8"));
    m_serveButtons[4]->setObjectName(QStringLiteral("serve-int4"));
    m_serveButtons[5]->setObjectName(QStringLiteral("serve-mxfp4"));
    m_serveButtons[6]->setObjectName(QStringLiteral("serve-nvfp4"));
    addComboRow(m_servingBox, sl, m_kvLabel, m_kvCombo);
    sl->addStretch(1);
    row->addWidget(m_servingBox, 1);
    layout->addLayout(row);

    m_appliesNote = new QLabel(this);
    m_appliesNote->setWordWrap(true);
    layout->addWidget(m_appliesNote);
    m_gpuNotes = new QLabel(this);
    m_gpuNotes->setObjectName(QStringLiteral("gpuNotes"));
    m_gpuNotes->setWordWrap(true);
    layout->addWidget(m_gpuNotes);
    layout->addStretch(1);

    connect(m_trainGroup, &QButtonGroup::idClicked, this, [this](int id) { setTrainingPrecision(kTrain[id]); });
    connect(m_serveGroup, &QButtonGroup::idClicked, this, [this](int id) { setServingDtype(kServe[id]); });
    connect(m_optimizerCombo, &QComboBox::activated, this, [this] {
        if (const auto o = currentEnum<engine::Optimizer>(m_optimizerCombo))
            commit([o](engine::Scenario &s) { s.training.optimizer = *o; });
    });
    connect(m_kvCombo, &QComboBox::activated, this, [this] {
        if (const auto d = currentEnum<engine::Dtype>(m_kvCombo))
            commit([d](engine::Scenario &s) { s.inference.kvCache = *d; });
    });
    connect(m_fp32Master, &QCheckBox::toggled, this, [this](bool on) {
        commit([on](engine::Scenario &s) { s.training.fp32MasterWeights = on; });
    });
    connect(m_fp32Grads, &QCheckBox::toggled, this, [this](bool on) {
        commit([on](engine::Scenario &s) { s.training.fp32GradAccumulation = on; });
    });
    connect(m_fp32Loss, &QCheckBox::toggled, this, [this](bool on) {
        commit([on](engine::Scenario &s) { s.training.fp32Loss = on; });
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this](const engine::Scenario &s) { updateNotes(s); });
    retranslateUi();
}

void PrecisionPage::retranslateUi()
{
    setTitle(tr("Precision"));
    setSubTitle(tr("Number formats decide bytes per parameter and which tensor-core peak applies."));
    m_trainingBox->setTitle(tr("Training"));
    m_servingBox->setTitle(tr("Serving"));
    const QString train[] = {tr("FP&32 (full precision)"), tr("&TF32 (FP32 storage, TF32 matmuls)"),
                             tr("BF16 &mixed precision"), tr("FP&16 mixed precision (loss scaling)"),
                             tr("FP&8 (Transformer Engine, Hopper and newer)"), tr("INT8 (not for training)"),
                             tr("INT4 (not for training)")};
    for (int i = 0; i < 7; ++i)
        m_trainButtons[static_cast<std::size_t>(i)]->setText(train[i]);
    m_trainIntNote->setText(tr("Integer formats cannot train: gradients need a floating-point range. Train in "
                               "BF16 or FP8 and quantise to INT8/INT4 for serving."));
    m_trainButtons[5]->setToolTip(m_trainIntNote->text());
    m_trainButtons[6]->setToolTip(m_trainIntNote->text());
    const QString serve[] = {tr("BF16 &weights"), tr("FP1&6 weights"), tr("F&P8 weights"),
                             tr("&INT8 weights (per-channel scales)"), tr("INT&4 weights (group-128 scales, AWQ/GPTQ)"),
                             tr("M&XFP4 expert weights (gpt-oss; FP4 tensor cores on Blackwell)"),
                             tr("NVFP4 weights and &activations (FP4 tensor cores on NVIDIA Blackwell)")};
    for (int i = 0; i < kServeCount; ++i)
        m_serveButtons[static_cast<std::size_t>(i)]->setText(serve[i]);
    m_optimizerLabel->setText(tr("&Optimizer:"));
    m_optimizerCombo->clear();
    for (engine::Optimizer o : kOptimizers)
        addEnumItem(m_optimizerCombo, optimizerName(o), o);
    m_optimizerCombo->setToolTip(tr("AdamW keeps an FP32 master copy and two moments: 12 bytes per parameter."));
    m_fp32Master->setText(tr("Keep an FP32 maste&r copy of the weights"));
    m_fp32Master->setToolTip(tr("Mixed precision keeps FP32 master weights and FP32 optimizer states: 16 bytes per "
                                "parameter with AdamW, 18 with FP32 gradients. Turn off for pure BF16 training, as torchtune (dtype: bf16) and "
                                "LitGPT (bf16-true) run it: weights, gradients and AdamW's moments all in BF16, 8 bytes "
                                "per parameter. Updates smaller than BF16's rounding are lost, so it suits fine-tuning "
                                "better than long pre-training."));
    m_fp32Grads->setText(tr("Accumulate &gradients in FP32"));
    m_fp32Grads->setToolTip(tr("Megatron keeps main gradients in FP32 (4 bytes per parameter instead of 2)."));
    m_fp32Loss->setText(tr("Compute the lo&ss in FP32"));
    m_fp32Loss->setToolTip(tr("The cross-entropy usually casts the logits to FP32 (6 bytes per logit at the loss). "
                              "Turn off for stacks that keep them in BF16 (4 bytes), such as NeMo Automodel with "
                              "fp32_upcast: false."));
    m_kvLabel->setText(tr("KV &cache:"));
    m_kvCombo->clear();
    for (engine::Dtype d : kKv)
        addEnumItem(m_kvCombo, dtypeName(d), d);
}

void PrecisionPage::load(const engine::Scenario &s)
{
    for (int i = 0; i < 5; ++i)
        if (kTrain[i] == s.training.precision)
            m_trainButtons[static_cast<std::size_t>(i)]->setChecked(true);
    for (int i = 0; i < kServeCount; ++i)
        if (kServe[i] == s.inference.weights)
            m_serveButtons[static_cast<std::size_t>(i)]->setChecked(true);
    selectEnum(m_optimizerCombo, std::optional(s.training.optimizer));
    selectEnum(m_kvCombo, std::optional(s.inference.kvCache));
    m_fp32Master->setChecked(s.training.fp32MasterWeights);
    m_fp32Grads->setChecked(s.training.fp32GradAccumulation);
    m_fp32Loss->setChecked(s.training.fp32Loss);
    updateNotes(s);
}

void PrecisionPage::setTrainingPrecision(engine::Precision p)
{
    for (int i = 0; i < 5; ++i)
        if (kTrain[i] == p)
            m_trainButtons[static_cast<std::size_t>(i)]->setChecked(true);
    commit([p](engine::Scenario &s) { s.training.precision = p; });
}

void PrecisionPage::setServingDtype(engine::Dtype d)
{
    for (int i = 0; i < kServeCount; ++i)
        if (kServe[i] == d)
            m_serveButtons[static_cast<std::size_t>(i)]->setChecked(true);
    commit([d](engine::Scenario &s) { s.inference.weights = d; });
}

QString PrecisionPage::notesText() const
{
    return m_appliesNote->text() + QLatin1Char('\n') + m_gpuNotes->text();
}

void PrecisionPage::updateNotes(const engine::Scenario &s)
{
    const bool training = engine::isTraining(s.workload);
    // FP32 and TF32 keep one fp32 copy and have no master; pure 16-bit training has no fp32 gradients.
    const bool mixed = engine::isMixedPrecision(s.training.precision);
    m_fp32Master->setEnabled(mixed);
    m_fp32Grads->setEnabled(mixed && s.training.fp32MasterWeights);
    {
        // Pure 16-bit training has 16-bit gradients whatever the setting, which is kept for when the
        // master copy comes back: the box shows what the plan uses (a QA pass read a greyed tick).
        const QSignalBlocker block(m_fp32Grads);
        m_fp32Grads->setChecked(s.training.fp32GradAccumulation && !s.training.pure16Bit());
    }
    m_appliesNote->setText(training ? tr("The scenario is %1, so the training settings apply; the serving settings "
                                         "are kept for when you switch to serving on the Workload page.")
                                          .arg(workloadName(s.workload))
                                    : tr("The scenario is serving, so the serving settings apply; the training "
                                         "settings are kept for when you switch to training on the Workload page."));
    // Which compared GPUs lack FP8 / TF32 tensor cores: explained, not hidden.
    QStringList noFp8, noTf32, noFp4, noNvfp4;
    for (const std::string &id : s.gpuIds)
        if (const engine::Gpu *g = catalog().gpu(id)) {
            if (!g->peak(engine::Dtype::Fp8))
                noFp8 << QString::fromStdString(g->name);
            if (!g->peak(engine::Dtype::Mxfp4))
                noFp4 << QString::fromStdString(g->name);
            if (!g->peak(engine::Dtype::Nvfp4))
                noNvfp4 << QString::fromStdString(g->name);
            if (!g->peak(engine::Dtype::Tf32))
                noTf32 << QString::fromStdString(g->name);
        }
    // On the page when the format is chosen, on its button's tooltip always (two QA passes read the FP8
    // note beside a BF16 run as a warning about their plan).
    QStringList notes;
    const QString fp8Note = noFp8.isEmpty() ? QString()
                                            : tr("No FP8 tensor cores on %1: FP8 is modelled there at 16-bit speed (FP8 "
                                                 "weights still halve the memory when serving).")
                                                  .arg(listText(noFp8));
    const QString tf32Note = noTf32.isEmpty()
                                 ? QString()
                                 : tr("No TF32 tensor cores on %1: TF32 runs at FP32 speed there.").arg(listText(noTf32));
    const bool fp8Wanted = training ? s.training.precision == engine::Precision::Fp8
                                    : (s.inference.weights == engine::Dtype::Fp8 || s.inference.kvCache == engine::Dtype::Fp8);
    m_trainButtons[4]->setToolTip(fp8Note);
    m_serveButtons[2]->setToolTip(fp8Note);
    m_trainButtons[1]->setToolTip(tf32Note);
    if (fp8Wanted && !fp8Note.isEmpty())
        notes << QStringLiteral("⚠ ") + fp8Note;
    if (training && s.training.precision == engine::Precision::Tf32 && !tf32Note.isEmpty())
        notes << tf32Note;
    // The FP4 formats only matter when chosen: a note on every page would crowd the FP8 one. Each
    // button's tooltip says what the format is, or which compared GPUs run it weight-only.
    auto explainFp4 = [&](std::size_t button, engine::Dtype d, const QStringList &without, const QString &withoutText,
                          const QString &about) {
        const QString note = without.isEmpty() ? QString() : withoutText.arg(listText(without));
        m_serveButtons[button]->setToolTip(note.isEmpty() ? about : note);
        if (!training && s.inference.weights == d && !note.isEmpty())
            notes << note;
    };
    explainFp4(5, engine::Dtype::Mxfp4, noFp4,
               tr("No FP4 tensor cores on %1: MXFP4 weights are modelled there as weight-only (16-bit compute); they "
                  "still take 4.25 bits per expert weight."),
               tr("A mixture of experts' expert weights in 4.25 bits (MXFP4), the rest of each layer in 16 bits, as "
                  "gpt-oss ships; a dense model's layer weights all in MXFP4."));
    explainFp4(6, engine::Dtype::Nvfp4, noNvfp4,
               tr("No NVIDIA FP4 tensor cores on %1: NVFP4 is modelled there as weight-only (16-bit compute); the "
                  "weights still take 4.5 bits."),
               tr("Every linear layer's weights in 4.5 bits (NVIDIA's FP4 with a scale per 16 values), computed on FP4 "
                  "tensor cores; embeddings and head stay 16-bit."));
    m_gpuNotes->setText(notes.join(QLatin1Char('\n')));
}

} // namespace gpuplan::ui

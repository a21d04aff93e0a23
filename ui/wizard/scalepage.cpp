// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalepage.h"

#include "widgets/checkedspinbox.h"
#include "widgets/paramsspinbox.h"

#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/filedialogs.h"

#include <engine/hfconfig.h>
#include <engine/limits.h>

#include <cmath>

#include <QDir>
#include <QComboBox>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QScopedValueRollback>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {

// An architecture field within the engine's limits. A size every model has (layers, width, heads,
// FFN) starts at the limit's minimum; the others keep 0, their "none" (a vision tower's vocabulary,
// rotary positions without a table, a dense model's experts).
enum class Zero { None, Allowed };
CheckedSpinBox *makeSpin(QWidget *parent, const engine::FieldLimit &limit, Zero zero = Zero::Allowed)
{
    return setUpNumberField(new CheckedSpinBox(parent), zero == Zero::Allowed ? 0 : static_cast<int>(limit.min),
                            static_cast<int>(limit.max));
}

int clampInt(std::int64_t v)
{
    return static_cast<int>(std::clamp<std::int64_t>(v, 0, 2'000'000'000));
}

} // namespace

ScalePage::ScalePage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    setAcceptDrops(true);
    auto *layout = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    m_presetRadio = new QRadioButton(this);
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(QStringLiteral("presetCombo"));
    m_presetCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presetCombo->setMinimumContentsLength(24);
    grid->addWidget(m_presetRadio, 0, 0);
    grid->addWidget(m_presetCombo, 0, 1, 1, 2);
    m_paramsRadio = new QRadioButton(this);
    m_paramsSpin = new ParamsSpinBox(this);
    // In billions, two decimals: from 10 million (the smallest count shown) to the engine's limit.
    m_paramsSpin->setDecimals(2);
    setUpNumberField(m_paramsSpin, std::max(0.01, engine::limit::kScaleParams.min / 1e9), engine::limit::kScaleParams.max / 1e9);
    grid->addWidget(m_paramsRadio, 1, 0);
    grid->addWidget(m_paramsSpin, 1, 1, 1, 2);
    m_hfRadio = new QRadioButton(this);
    m_hfPath = new QLineEdit(this);
    m_hfPath->setObjectName(QStringLiteral("configPath"));
    m_hfPath->setReadOnly(true);
    m_browseButton = new QPushButton(this);
    grid->addWidget(m_hfRadio, 2, 0);
    grid->addWidget(m_hfPath, 2, 1);
    grid->addWidget(m_browseButton, 2, 2);
    m_dropHint = new QLabel(this);
    m_dropHint->setForegroundRole(QPalette::PlaceholderText);
    m_dropHint->setWordWrap(true);
    grid->addWidget(m_dropHint, 3, 1, 1, 2);
    // An imported or edited model keeps the name the consultant gives it (the folder's name by
    // default, or the config's _name_or_path).
    m_nameLabel = new QLabel(this);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(QStringLiteral("modelName"));
    m_nameEdit->setMaxLength(120);
    m_nameLabel->setBuddy(m_nameEdit);
    grid->addWidget(m_nameLabel, 4, 0);
    grid->addWidget(m_nameEdit, 4, 1, 1, 2);
    layout->addLayout(grid);

    m_issues = makeIssueLabel();
    layout->addWidget(m_issues);
    m_summaryTitle = new QLabel(this);
    QFont bold;   // only the weight: the family list still follows a language switch
    bold.setBold(true);
    m_summaryTitle->setFont(bold);
    layout->addWidget(m_summaryTitle);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    m_advancedToggle = new QToolButton(this);
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_advancedToggle->setAutoRaise(true);
    layout->addWidget(m_advancedToggle);
    m_advanced = new QWidget(this);
    auto *adv = new QGridLayout(m_advanced);
    adv->setContentsMargins(16, 0, 0, 0);
    m_layers = makeSpin(this, engine::limit::kLayers, Zero::None);
    m_layers->setObjectName(QStringLiteral("layers"));
    m_hidden = makeSpin(this, engine::limit::kHidden, Zero::None);
    m_heads = makeSpin(this, engine::limit::kHeads, Zero::None);
    m_kvHeads = makeSpin(this, engine::limit::kHeads);
    m_headDim = makeSpin(this, engine::limit::kHeadDim);
    m_ffn = makeSpin(this, engine::limit::kFfn, Zero::None);
    m_vocab = makeSpin(this, engine::limit::kVocab);
    m_seq = makeSpin(this, engine::limit::kMaxPositions);
    m_experts = makeSpin(this, engine::limit::kExperts);
    m_topK = makeSpin(this, engine::limit::kExperts);   // at most the experts
    m_expertFfn = makeSpin(this, engine::limit::kExpertFfn);
    QSpinBox *spins[] = {m_layers, m_hidden, m_heads, m_kvHeads, m_headDim, m_ffn,
                         m_vocab, m_seq, m_experts, m_topK, m_expertFfn};
    for (int i = 0; i < 11; ++i) {
        m_advLabels[i] = new QLabel(this);
        m_advLabels[i]->setBuddy(spins[i]);
        adv->addWidget(m_advLabels[i], i / 3, (i % 3) * 2);
        adv->addWidget(spins[i], i / 3, (i % 3) * 2 + 1);
        connect(spins[i], &QSpinBox::valueChanged, this, [this] { commitAdvanced(); });
    }
    for (int c : {1, 3, 5})
        adv->setColumnStretch(c, 1);
    // A number beyond a field's limit is not taken, and said inline (never cut to fit).
    onInvalidTextChanged(m_advanced, [this] { updateSummary(m_model.scenario()); });
    m_advanced->setVisible(false);
    layout->addWidget(m_advanced);
    layout->addStretch(1);

    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool on) {
        m_advanced->setVisible(on);
        m_advancedToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    connect(m_presetRadio, &QRadioButton::clicked, this, [this] { setMode(Mode::Preset); commitPreset(); });
    connect(m_paramsRadio, &QRadioButton::clicked, this, [this] { setMode(Mode::Params); commitParams(); });
    connect(m_hfRadio, &QRadioButton::clicked, this, [this] {
        setMode(Mode::HfConfig);
        if (m_hfPath->text().isEmpty())
            m_browseButton->click();
    });
    connect(m_presetCombo, &QComboBox::activated, this, [this] { setMode(Mode::Preset); commitPreset(); });
    connect(m_paramsSpin, &QDoubleSpinBox::valueChanged, this, [this] { setMode(Mode::Params); commitParams(); });
    // Text that is not a parameter count is said inline, never reverted in silence.
    connect(m_paramsSpin, &ParamsSpinBox::invalidTextChanged, this, [this](const QString &message) {
        // Re-emitted in the new language after a switch (ParamsSpinBox::checkText).
        setRefusal(message.isEmpty() ? std::function<QString()>() : [message] { return message; });
    });
    connect(m_browseButton, &QPushButton::clicked, this, [this] {
        const QString path = askOpenFile(this, tr("Open Hugging Face config.json"), documentsFolder(),
                                                          tr("Model configuration (*.json);;All files (*)"));
        if (!path.isEmpty())
            importConfigFile(path);
    });
    connect(&m_model, &ScenarioModel::scenarioChanged, this, [this](const engine::Scenario &s) { updateSummary(s); });
    connect(m_nameEdit, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_nameEdit->text().simplified().toStdString();
        if (name != m_model.scenario().modelName)
            commit([&](engine::Scenario &s) { s.modelName = name; });
    });

    setTabOrder(m_presetRadio, m_presetCombo);
    setTabOrder(m_presetCombo, m_paramsRadio);
    setTabOrder(m_paramsRadio, m_paramsSpin);
    setTabOrder(m_paramsSpin, m_hfRadio);
    setTabOrder(m_hfRadio, m_hfPath);
    setTabOrder(m_hfPath, m_browseButton);
    setTabOrder(m_browseButton, m_nameEdit);
    setTabOrder(m_nameEdit, m_advancedToggle);
    retranslateUi();
}

void ScalePage::retranslateUi()
{
    //: wizard step title: the size of the model
    setTitle(tr("Scale"));
    setSubTitle(tr("How big is the model? Choose a known model, give a parameter count, or load its config.json."));
    if (!m_paramsSpin->invalidText().isEmpty())
        m_paramsSpin->checkText();   // the inline message in the new language
    m_presetRadio->setText(tr("&Preset model:"));
    m_paramsRadio->setText(tr("Parameter &count:"));
    // Chinese shows the count in 亿 / 億 inside the value (ParamsSpinBox::textFromValue).
    m_paramsSpin->setSuffix(QLocale().language() == QLocale::Chinese ? QString() : tr(" billion"));
    m_hfRadio->setText(tr("Hu&gging Face config.json:"));
    m_browseButton->setText(tr("Br&owse…"));
    m_hfPath->setPlaceholderText(tr("No file loaded"));
    m_dropHint->setText(tr("You can also drop a config.json file anywhere on this page."));
    m_nameLabel->setText(tr("Name sho&wn in the results:"));
    m_nameEdit->setToolTip(tr("How the results and the report name this model."));
    m_nameEdit->setPlaceholderText(tr("The model type"));
    m_summaryTitle->setText(tr("Architecture"));
    m_advancedToggle->setText(tr("&Advanced architecture"));
    m_advancedToggle->setToolTip(tr("Edit layers, widths and experts directly; the parameter count follows."));
    const QString labels[] = {tr("La&yers:"), tr("Hi&dden size:"), tr("At&tention heads:"), tr("&KV heads:"),
                              tr("Head di&mension:"), tr("FFN si&ze:"), tr("Vocabu&lary:"),
                              tr("Max pos&itions:"), tr("Expe&rts:"), tr("Active e&xperts (top-k):"),
                              tr("Expert FFN &size:")};
    for (int i = 0; i < 11; ++i)
        m_advLabels[i]->setText(labels[i]);
    m_kvHeads->setToolTip(tr("Grouped-query attention (GQA): each KV head serves several query heads, as in current "
                             "models; a model derived from a parameter count uses 8 KV heads where the heads divide. "
                             "Set it equal to the attention heads for multi-head attention (MHA), as in models before "
                             "2023: the KV cache grows by the same factor."));
}

void ScalePage::setMode(Mode m)
{
    m_mode = m;
    m_presetRadio->setChecked(m == Mode::Preset);
    m_paramsRadio->setChecked(m == Mode::Params);
    m_hfRadio->setChecked(m == Mode::HfConfig);
}

// The presets of the scenario's model type, under a heading per series ("Qwen3 — Alibaba Cloud
// (Qwen)"), in the catalogue's order; a heading cannot be chosen (keyboard and mouse skip it).
void ScalePage::fillPresetCombo(const engine::Scenario &s)
{
    m_presetCombo->clear();
    auto *items = qobject_cast<QStandardItemModel *>(m_presetCombo->model());
    int current = -1;   // none when the model is not a preset (an import, a derived or edited model)
    std::string series;
    for (const engine::ModelPreset &m : catalog().models) {
        if (m.family != s.model.family || m.derived)
            continue;
        if (items && m.series != series && !m.series.empty()) {
            series = m.series;
            auto *heading = new QStandardItem(m.organisation.empty() ? QString::fromStdString(m.series)
                                                                      : QStringLiteral("%1 — %2").arg(QString::fromStdString(m.series),
                                                                                                     organisationName(m.organisation)));
            heading->setFlags(Qt::NoItemFlags);
            QFont bold = m_presetCombo->font();
            bold.setBold(true);
            heading->setFont(bold);
            heading->setForeground(m_presetCombo->palette().color(QPalette::Active, QPalette::WindowText));   // not greyed out
            items->appendRow(heading);
        }
        m_presetCombo->addItem(QStringLiteral("%1  (%2)").arg(QString::fromStdString(m.name),
                                                              formatParams(static_cast<double>(engine::countParams(m.arch).total))),
                               QString::fromStdString(m.id));
        if (s.modelSource == engine::ModelSource::Preset && m.id == s.presetId)
            current = m_presetCombo->count() - 1;
    }
    m_presetCombo->setCurrentIndex(current);
}

// A derived model is named by its size and family; any other starts from the catalogue's or the
// config's name, and the user may name it (a consultant's "Customer X chat model" on the report). An
// edited preset is no longer the preset: the list shows none chosen and says what it was edited from.
void ScalePage::showIdentity(const engine::Scenario &s)
{
    const bool nameable = s.model.modelType != "derived";
    m_nameEdit->setText(nameable ? QString::fromStdString(s.modelName) : modelDisplayName(s));
    m_nameEdit->setEnabled(nameable);
    m_nameLabel->setEnabled(nameable);
    const bool edited = s.modelSource == engine::ModelSource::Custom;
    if (edited) {
        const QSignalBlocker quiet(m_presetCombo);
        m_presetCombo->setCurrentIndex(-1);
    }
    m_presetCombo->setPlaceholderText(edited ? tr("%1, edited").arg(QString::fromStdString(s.modelName)) : QString());
}

void ScalePage::load(const engine::Scenario &s)
{
    fillPresetCombo(s);
    if (s.modelSource != engine::ModelSource::HfConfig)
        m_hfPath->clear();   // the path belongs to an imported config only (File > New, a preset, a file)
    const bool isPreset = s.modelSource == engine::ModelSource::Preset && catalog().model(s.presetId);
    const double params = static_cast<double>(engine::countParams(s.model).total);
    if (m_languageChanging && m_refusedParams) {
        const QSignalBlocker block(m_paramsSpin);   // shown again, not derived again
        m_paramsSpin->setValue(*m_refusedParams);
    } else {
        m_refusedParams.reset();
        if (!m_languageChanging)
            m_refusal = {};   // the page shows the scenario again (a file, undo, another model type)
        m_paramsSpin->setValue(params / 1e9);
    }
    if (s.model.modelType == "derived")
        setMode(Mode::Params);
    else if (isPreset || s.modelSource == engine::ModelSource::Custom)
        setMode(Mode::Preset);   // an edited model: the list says what it was edited from
    else
        setMode(Mode::HfConfig);
    showIdentity(s);
    // A CLIP model cannot be derived from a count: the disabled field says why when pointed at (a QA
    // pass found it greyed out without a word).
    const bool scalable = s.model.family != engine::Family::Clip;
    const QString why = scalable ? QString()
                                 : issueText(engine::reasonIssue(engine::IssueCode::Unsupported, "family",
                                                                 engine::IssueReason::ScaleUnsupportedFamily, {},
                                                                 engine::familyId(s.model.family)));
    m_paramsRadio->setEnabled(scalable);
    m_paramsSpin->setEnabled(scalable);
    m_paramsRadio->setToolTip(why);
    m_paramsSpin->setToolTip(scalable ? tr("A plausible architecture is derived from the count (Llama-style widths and depths).") : why);
    const engine::Tower &t = s.model.text;
    m_layers->setValue(clampInt(t.layers));
    m_hidden->setValue(clampInt(t.hidden));
    m_heads->setValue(clampInt(t.heads));
    m_kvHeads->setValue(clampInt(t.kvHeads));
    m_headDim->setValue(clampInt(t.headDim));
    m_ffn->setValue(clampInt(t.ffn));
    m_vocab->setValue(clampInt(t.vocab));
    m_seq->setValue(clampInt(t.maxPositions));
    const bool moe = t.moe.has_value();
    m_experts->setValue(moe ? clampInt(t.moe->experts) : 0);
    m_topK->setValue(moe ? clampInt(t.moe->topK) : 0);
    m_expertFfn->setValue(moe ? clampInt(t.moe->expertFfn) : 0);
    for (QSpinBox *sp : {m_experts, m_topK, m_expertFfn})
        sp->setEnabled(moe);
    updateSummary(s);
}

QString ScalePage::summaryText() const
{
    return m_summary->text();
}

void ScalePage::updateSummary(const engine::Scenario &s)
{
    // Text an architecture field did not take, then the model's own issue.
    QStringList issues = invalidFieldTexts(m_advanced);
    if (auto issue = engine::validate(s.model)) {
        showIssues(m_issues, issues << issueText(*issue));
        m_summary->clear();
        return;
    }
    if (!issues.isEmpty())
        showIssues(m_issues, issues);
    else
        showIssues(m_issues, m_refusal ? QStringList {m_refusal()} : QStringList());
    const engine::ParamCount pc = engine::countParams(s.model);
    // The count field follows an architecture edit (it kept a preset's 6.74 billion beside an edited
    // 8.36B model), but never while it is being typed in.
    if (!m_paramsSpin->hasFocus() && !m_refusedParams) {   // a refused count stays to be corrected
        const QSignalBlocker block(m_paramsSpin);
        m_paramsSpin->setValue(static_cast<double>(pc.total) / 1e9);
    }
    const engine::Tower &t = s.model.text;
    QString text = tr("%1 parameters (%2), %3 layers, hidden size %4, %5 attention heads (%6 KV heads), FFN %7, "
                      "vocabulary %8.")
                       .arg(formatInteger(pc.total), formatParams(static_cast<double>(pc.total)),
                            formatInteger(t.layers), formatInteger(t.hidden), formatInteger(t.heads),
                            formatInteger(t.kvHeads), formatInteger(t.ffn), formatInteger(t.vocab));
    if (t.moe)
        text = joinSentences(text, tr("%1 experts, %2 active per token: %3 active parameters.")
                                       .arg(formatInteger(t.moe->experts), formatInteger(t.moe->topK),
                                            formatParams(static_cast<double>(pc.active))));
    if (s.model.vision)
        text = joinSentences(text, tr("Vision tower and projector: %1.").arg(formatParams(static_cast<double>(pc.visionTotal))));
    if (s.model.encoder)
        text = joinSentences(text, tr("The layers above are the decoder's, each with cross-attention; the encoder has "
                                      "%1 more layers of the same width (%2).")
                                       .arg(formatInteger(s.model.encoder->layers),
                                            formatParams(static_cast<double>(pc.encoderTotal))));
    if (s.model.modelType == "derived") {
        // The field shows the architecture's own count: say what was typed when it differs (a GUI QA
        // pass typed 70B and read 699.7 億 without a word why).
        const double total = static_cast<double>(pc.total);
        // Different as the field shows it (hundredths of a billion; tenths of 亿 / 億).
        if (m_askedParams > 0 && s.model == m_askedArch && std::abs(total - m_askedParams) >= 5e6)
            //: %1: the parameter count typed; %2: the derived architecture's exact count (both in full)
            text = joinSentences(text, tr("Derived from the parameter count: %1 asked, the nearest whole architecture "
                                          "(widths in multiples of 128) has %2.")
                                           .arg(formatInteger(static_cast<qint64>(std::llround(m_askedParams))),
                                                formatInteger(pc.total)));
        else
            text = joinSentences(text, tr("Derived from the parameter count."));
    }
    m_summary->setText(text);
}

void ScalePage::setRefusal(std::function<QString()> message)
{
    m_refusal = std::move(message);
    if (!m_refusal)
        m_refusedParams.reset();
    showIssues(m_issues, m_refusal ? QStringList {m_refusal()} : QStringList());
}

void ScalePage::changeEvent(QEvent *event)
{
    // A language switch reloads the page (ScenarioPage::changeEvent): what was refused stays, in the
    // new language, with the count that was typed (a GUI QA pass saw the message stay in the old
    // language and the field jump back to the last size that had an architecture).
    const QScopedValueRollback switching(m_languageChanging, event->type() == QEvent::LanguageChange);
    ScenarioPage::changeEvent(event);
}

void ScalePage::commitPreset()
{
    const std::string id = m_presetCombo->currentData().toString().toStdString();
    setRefusal({});
    commit([&](engine::Scenario &s) { applyModelPreset(s, id); });
    reload();   // every architecture field shows the preset's (an edit then starts from it)
    setMode(Mode::Preset);
}

void ScalePage::commitParams()
{
    setParameterCount(m_paramsSpin->value() * 1e9);
}

void ScalePage::setParameterCount(double params)
{
    if (isLoading())
        return;
    const engine::Family family = m_model.scenario().model.family;
    auto arch = engine::deriveFromScale(family, params);
    if (!arch) {
        m_refusedParams = params / 1e9;
        setRefusal([issue = arch.issue()] { return issueText(issue); });
        return;
    }
    setRefusal({});
    m_askedParams = params;
    m_askedArch = arch.value();
    commit([&](engine::Scenario &s) {
        s.model = arch.value();
        s.modelName.clear();
        s.presetId.clear();
        s.modelSource = engine::ModelSource::Scale;
    });
    reload();   // the derived architecture in every field
    setMode(Mode::Params);
}

bool ScalePage::importConfigFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        setRefusal([path] { return tr("Cannot read %1.").arg(QDir::toNativeSeparators(path)); });
        return false;
    }
    if (f.size() > 16 * 1024 * 1024) {
        setRefusal([path] { return tr("%1 is too large for a config.json.").arg(QFileInfo(path).fileName()); });
        return false;
    }
    const QByteArray text = f.readAll();
    // The model's own name, its folder or the file's (engine::hfConfigModelName); renamed on this page.
    const QString name = QString::fromStdString(engine::hfConfigModelName(
        QFile::encodeName(path).toStdString(), std::string_view(text.constData(), static_cast<std::size_t>(text.size()))));
    const bool ok = importConfigText(text, name);
    if (ok)
        m_hfPath->setText(QDir::toNativeSeparators(path));
    return ok;
}

bool ScalePage::importConfigText(const QByteArray &text, const QString &name)
{
    auto arch = engine::importHfConfig(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!arch) {
        setRefusal([issue = arch.issue()] { return tr("This config.json cannot be used: %1").arg(issueText(issue)); });
        return false;
    }
    setRefusal({});
    setMode(Mode::HfConfig);
    m_hfName = name;
    commit([&](engine::Scenario &s) {
        s.model = arch.value();
        s.modelName = name.toStdString();
        s.presetId.clear();
        s.modelSource = engine::ModelSource::HfConfig;
    });
    reload();
    setMode(Mode::HfConfig);
    return true;
}

void ScalePage::commitAdvanced()
{
    if (isLoading())
        return;
    commit([this](engine::Scenario &s) {
        engine::Tower &t = s.model.text;
        t.layers = m_layers->value();
        t.hidden = m_hidden->value();
        t.heads = m_heads->value();
        t.kvHeads = m_kvHeads->value();
        t.headDim = m_headDim->value();
        t.ffn = m_ffn->value();
        t.vocab = m_vocab->value();
        t.maxPositions = m_seq->value();
        if (s.model.encoder) {   // the encoder keeps the decoder's width (they share the token table)
            engine::Tower &e = *s.model.encoder;
            e.hidden = t.hidden;
            e.heads = t.heads;
            e.kvHeads = t.kvHeads;
            e.headDim = t.headDim;
            e.ffn = t.ffn;
        }
        if (t.moe) {
            t.moe->experts = m_experts->value();
            // Group-limited routing has no field here: a count its groups no longer divide drops it.
            if (t.moe->experts % t.moe->expertGroups != 0) {
                t.moe->expertGroups = 1;
                t.moe->groupsPerToken = 1;
            }
            t.moe->topK = m_topK->value();
            t.moe->expertFfn = m_expertFfn->value();
        }
        if (s.model.modelType == "derived")
            s.model.modelType = "custom";
        s.presetId.clear();
        s.modelSource = engine::ModelSource::Custom;   // shown as "<name> (custom)"
    });
    showIdentity(m_model.scenario());
    updateSummary(m_model.scenario());
}

void ScalePage::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ScalePage::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) {
        importConfigFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

} // namespace gpuplan::ui

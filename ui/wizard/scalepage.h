// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

#include <engine/model.h>

#include <QString>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QToolButton;
class QWidget;

namespace gpuplan::ui {

class ParamsSpinBox;

// Step 3: a preset model, a parameter count (architecture derived), a Hugging Face config.json
// (file dialog or drag-and-drop), or the full architecture in an expandable advanced section.
class ScalePage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalePage)
public:
    explicit ScalePage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;

    // Reads a config.json; on failure shows the reason inline and returns false.
    bool importConfigFile(const QString &path);
    bool importConfigText(const QByteArray &text, const QString &name);
    void setParameterCount(double params);
    QString summaryText() const;
    QLineEdit *nameEdit() const { return m_nameEdit; }

protected:
    void load(const engine::Scenario &s) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    enum class Mode { Preset, Params, HfConfig };
    void setMode(Mode m);
    void fillPresetCombo(const engine::Scenario &s);
    void showIdentity(const engine::Scenario &s);
    void updateSummary(const engine::Scenario &s);
    void commitAdvanced();
    void commitPreset();
    void commitParams();
    // What the page could not take (a count no architecture has, a config.json it cannot read), said
    // inline in the current language until the scenario changes; none: no message.
    void setRefusal(std::function<QString()> message);

    Mode m_mode = Mode::Preset;
    QRadioButton *m_presetRadio = nullptr;
    QRadioButton *m_paramsRadio = nullptr;
    QRadioButton *m_hfRadio = nullptr;
    QComboBox *m_presetCombo = nullptr;
    ParamsSpinBox *m_paramsSpin = nullptr;   // billions; also reads 500M, 1.5T, 70亿
    double m_askedParams = 0;                // the count typed, which the derived architecture rounds,
    engine::Architecture m_askedArch;        // and the architecture derived from it
    QLineEdit *m_hfPath = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QPushButton *m_browseButton = nullptr;
    QLabel *m_dropHint = nullptr;
    QLabel *m_summaryTitle = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_issues = nullptr;
    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QLabel *m_advLabels[11] = {};
    QSpinBox *m_layers = nullptr, *m_hidden = nullptr, *m_heads = nullptr, *m_kvHeads = nullptr,
             *m_headDim = nullptr, *m_ffn = nullptr, *m_vocab = nullptr, *m_experts = nullptr,
             *m_topK = nullptr, *m_expertFfn = nullptr, *m_seq = nullptr;
    QString m_hfName;
    std::function<QString()> m_refusal;        // see setRefusal
    std::optional<double> m_refusedParams;     // the count typed that no architecture has (billions)
    bool m_languageChanging = false;
};

} // namespace gpuplan::ui

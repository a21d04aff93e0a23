// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"
#include "widgets/describedchoices.h"

#include "presets.h"

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

namespace gpuplan::ui {

// Step 1: a preset scenario, a blank one, or (later) a saved one.
class StartPage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartPage)
public:
    explicit StartPage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;
    // Selects a preset by id and applies it to the model (the Start page's own action).
    bool choosePreset(const QString &id);
    QString selectedPresetId() const;

signals:
    void openRequested();   // "Open Saved Scenario…" (the wizard shows the file dialog)
    void presetChosen();    // a preset replaced the scenario

protected:
    void load(const engine::Scenario &s) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int wantedColumns(int width) const;
    void placePresets(int columns);

    DescribedChoices m_choices {this};
    std::vector<DescribedChoices::Choice> m_presets;
    QGridLayout *m_grid = nullptr;
    int m_columns = 0;
    QLabel *m_intro = nullptr;
    QPushButton *m_openButton = nullptr;
    QLabel *m_openNote = nullptr;
};

} // namespace gpuplan::ui

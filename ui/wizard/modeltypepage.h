// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"

#include <engine/model.h>

#include <vector>

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace gpuplan::ui {

// Step 2: decoder LLM, MoE LLM, encoder, vision transformer, CLIP, multimodal.
class ModelTypePage final : public ScenarioPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelTypePage)
public:
    explicit ModelTypePage(ScenarioModel &model, QWidget *parent = nullptr);
    void retranslateUi() override;
    void chooseFamily(engine::Family f);

    static std::string defaultModelFor(engine::Family f);

protected:
    void load(const engine::Scenario &s) override;

private:
    QButtonGroup *m_group = nullptr;
    std::vector<QRadioButton *> m_buttons;
    std::vector<QLabel *> m_descriptions;
};

} // namespace gpuplan::ui

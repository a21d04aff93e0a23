// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariopage.h"
#include "widgets/describedchoices.h"

#include <engine/model.h>

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
    DescribedChoices m_choices {this};
};

} // namespace gpuplan::ui

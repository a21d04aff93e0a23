#pragma once
// Preset scenarios offered on the Start page: the situations this market asks about.

#include <engine/catalog.h>
#include <engine/scenario.h>

#include <QString>
#include <vector>

namespace gpuplan::ui {

const engine::Catalog &catalog();

struct Preset
{
    QString id;            // stable, untranslated ("blank", "train-1b-small")
    QString title;         // translated
    QString description;   // translated
    engine::Scenario scenario;
};

// Built on each call so the texts follow the current language.
std::vector<Preset> presets();

// Llama 2 7B pre-training on A100 / H100 / L40: a valid scenario to start from.
engine::Scenario blankScenario();

// Sets the model to a catalogue preset (name and architecture). False if the id is unknown.
bool applyModelPreset(engine::Scenario &s, const std::string &modelId);

} // namespace gpuplan::ui

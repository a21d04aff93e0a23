// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Preset scenarios offered on the Start page: the situations this market asks about. Their
// scenarios are the bundled examples/*.gpuplan files (resources/CMakeLists.txt); only their titles
// and descriptions live here, translated.

#include <engine/catalog.h>
#include <engine/scenario.h>

#include <QString>
#include <memory>
#include <vector>

namespace gpuplan::ui {

const engine::Catalog &catalog();

// The catalogue plans are computed with: the bundled one, or a copy with the user's price
// overrides (ui/prices/priceoverrides.h). Thread-safe; each plan holds its own reference.
std::shared_ptr<const engine::Catalog> planningCatalog();
// nullptr restores the bundled catalogue.
void setPlanningCatalog(std::shared_ptr<const engine::Catalog> catalog);

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
// The currency a new scenario starts in: the UI language's (简体中文 CNY, 繁體中文 TWD, else USD);
// the Budget page changes it.
engine::Currency localCurrency();

// Writes every preset as DIR/<id>.gpuplan (gpuplan --export-presets DIR). Returns the files written;
// on failure sets `error`.
QStringList exportPresets(const QString &dir, QString *error);

// Sets the model to a catalogue preset (name and architecture). False if the id is unknown.
bool applyModelPreset(engine::Scenario &s, const std::string &modelId);

} // namespace gpuplan::ui

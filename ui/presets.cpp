// SPDX-License-Identifier: GPL-3.0-or-later
#include "presets.h"

#include "uitr.h"

#include "persistence/scenariofileio.h"

#include <bundled.h>
#include <engine/scenariofile.h>

#include <QDir>
#include <QLocale>
#include <mutex>

#include <cstdlib>
#include <cstdio>

namespace gpuplan::ui {

const engine::Catalog &catalog()
{
    const auto &c = bundled::catalog();
    if (!c) {
        std::fprintf(stderr, "gpuplan: the bundled catalogue is invalid: %s\n", engine::describe(c.issue()).c_str());
        std::abort();   // a build defect: the bundled data is tested
    }
    return c.value();
}

namespace {
std::mutex g_planningMutex;
std::shared_ptr<const engine::Catalog> g_planning;
} // namespace

std::shared_ptr<const engine::Catalog> planningCatalog()
{
    std::lock_guard lock(g_planningMutex);
    if (g_planning)
        return g_planning;
    // Non-owning: the bundled catalogue lives for the whole program.
    return std::shared_ptr<const engine::Catalog>(std::shared_ptr<const engine::Catalog>(), &catalog());
}

void setPlanningCatalog(std::shared_ptr<const engine::Catalog> c)
{
    std::lock_guard lock(g_planningMutex);
    g_planning = std::move(c);
}

QStringList exportPresets(const QString &dir, QString *error)
{
    QStringList written;
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = Tr::tr("%1 cannot be created.").arg(dir);
        return written;
    }
    for (const Preset &p : presets()) {
        const QString path = QDir(dir).filePath(p.id + QStringLiteral(".gpuplan"));
        if (!writeScenarioFile(path, p.scenario, "{}", error))
            return written;
        written << path;
    }
    return written;
}

bool applyModelPreset(engine::Scenario &s, const std::string &modelId)
{
    const engine::ModelPreset *m = catalog().model(modelId);
    if (!m)
        return false;
    s.modelName = m->name;
    s.model = m->arch;
    s.presetId = m->id;
    s.modelSource = engine::ModelSource::Preset;
    return true;
}

namespace {
struct PresetText
{
    std::string id;
    QString title;
    QString description;
};

// The presets' titles and descriptions, in the current language, in the order the Start page
// shows them; their scenarios are the bundled examples/<id>.gpuplan files.
std::vector<PresetText> presetTexts()
{
    std::vector<PresetText> out {
        {"blank", Tr::tr("Blank scenario"), Tr::tr("Start from Llama 2 7B pre-training and change every step yourself.")},
        {"industry-1b", Tr::tr("1B industry model on 4–8 GPUs"),
         Tr::tr("Pre-train a 1-billion-parameter domain model on Chinchilla-optimal data with at most eight GPUs.")},
        {"train-10b-month", Tr::tr("10B model trained in a month"),
         Tr::tr("Pre-train a 10-billion-parameter model on 200 billion tokens within 30 days.")},
    };
    for (int qps : {10, 100, 1000}) {
        const QString q = QString::number(qps);
        out.push_back({"serve-10b-" + std::to_string(qps) + "qps", Tr::tr("10B model served at %1 QPS").arg(q),
                       Tr::tr("Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, "
                              "first token within 1 s and 50 ms per output token.")
                           .arg(q)});
    }
    out.push_back({"lora-70b", Tr::tr("70B LoRA fine-tune"),
                   Tr::tr("Fine-tune Llama 2 70B with rank-16 LoRA adapters on 100 million tokens.")});
    out.push_back({"cluster-175b", Tr::tr("100B+ model on a cluster"),
                   Tr::tr("Pre-train GPT-3 175B on 300 billion tokens within 60 days.")});
    out.push_back({"moe-serving", Tr::tr("MoE model served"),
                   Tr::tr("Serve Mixtral 8x7B at 10 requests per second with 50 ms per output token.")});
    return out;
}

engine::Scenario bundledPreset(const std::string &id)
{
    const auto f = engine::parseScenarioFile(bundled::presetFile(id));
    if (!f) {   // a build defect: the bundled examples are tested
        std::fprintf(stderr, "gpuplan: the bundled preset %s is invalid: %s\n", id.c_str(), engine::describe(f.issue()).c_str());
        std::abort();
    }
    return f->scenario;
}
} // namespace

engine::Currency localCurrency()
{
    const QLocale locale;
    if (locale.language() != QLocale::Chinese)
        return engine::Currency::Usd;
    return locale.territory() == QLocale::Taiwan || locale.script() == QLocale::TraditionalChineseScript ? engine::Currency::Twd
                                                                                                        : engine::Currency::Cny;
}

engine::Scenario blankScenario()
{
    engine::Scenario s = bundledPreset("blank");
    s.budget.currency = localCurrency();
    return s;
}

std::vector<Preset> presets()
{
    std::vector<Preset> out;
    for (PresetText &t : presetTexts())
        out.push_back({QString::fromStdString(t.id), std::move(t.title), std::move(t.description), bundledPreset(t.id)});
    return out;
}

} // namespace gpuplan::ui

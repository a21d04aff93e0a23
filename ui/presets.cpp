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
// The presets as saved in examples/: priced in US dollars whatever the language.
engine::Scenario presetBase()
{
    engine::Scenario s;
    applyModelPreset(s, "llama-2-7b");
    s.workload = engine::Workload::Pretrain;
    return s;
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
    engine::Scenario s = presetBase();
    s.budget.currency = localCurrency();
    return s;
}

std::vector<Preset> presets()
{
    using engine::Workload;
    std::vector<Preset> out;
    auto add = [&](const char *id, const QString &title, const QString &description, auto &&setup) {
        Preset p {QString::fromLatin1(id), title, description, presetBase()};
        setup(p.scenario);
        out.push_back(std::move(p));
    };
    add("blank", Tr::tr("Blank scenario"),
        Tr::tr("Start from Llama 2 7B pre-training and change every step yourself."), [](engine::Scenario &) {});
    add("industry-1b", Tr::tr("1B industry model on 4–8 GPUs"),
        Tr::tr("Pre-train a 1-billion-parameter domain model on Chinchilla-optimal data with at most eight GPUs."),
        [](engine::Scenario &s) {
            applyModelPreset(s, "scale-1b");
            s.workload = Workload::Pretrain;
            s.maxGpus = 8;
        });
    add("train-10b-month", Tr::tr("10B model trained in a month"),
        Tr::tr("Pre-train a 10-billion-parameter model on 200 billion tokens within 30 days."),
        [](engine::Scenario &s) {
            applyModelPreset(s, "scale-10b");
            s.workload = Workload::Pretrain;
            s.training.deadlineDays = 30;
        });
    for (double qps : {10.0, 100.0, 1000.0}) {
        const QString q = QString::number(qps);
        const std::string id = "serve-10b-" + std::to_string(static_cast<int>(qps)) + "qps";
        add(id.c_str(), Tr::tr("10B model served at %1 QPS").arg(q),
            Tr::tr("Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, "
                   "first token within 1 s and 50 ms per output token.").arg(q),
            [qps](engine::Scenario &s) {
                applyModelPreset(s, "scale-10b");
                s.workload = Workload::Inference;
                s.inference.qps = qps;
                s.inference.ttftMs = 1000;
                s.inference.tpotMs = 50;
            });
    }
    add("lora-70b", Tr::tr("70B LoRA fine-tune"),
        Tr::tr("Fine-tune Llama 2 70B with rank-16 LoRA adapters on 100 million tokens."),
        [](engine::Scenario &s) {
            applyModelPreset(s, "llama-2-70b");
            s.workload = Workload::Lora;
            s.training.tokens = 1e8;
            s.training.seqLen = 4096;
        });
    add("cluster-175b", Tr::tr("100B+ model on a cluster"),
        Tr::tr("Pre-train GPT-3 175B on 300 billion tokens within 60 days."),
        [](engine::Scenario &s) {
            applyModelPreset(s, "gpt-3-175b");
            s.workload = Workload::Pretrain;
            s.training.seqLen = 2048;
            s.training.tokens = 300e9;
            s.training.deadlineDays = 60;
        });
    add("moe-serving", Tr::tr("MoE model served"),
        Tr::tr("Serve Mixtral 8x7B at 10 requests per second with 50 ms per output token."),
        [](engine::Scenario &s) {
            applyModelPreset(s, "mixtral-8x7b");
            s.workload = Workload::Inference;
            s.inference.qps = 10;
            s.inference.tpotMs = 50;
            s.inference.ttftMs = 2000;
        });
    return out;
}

} // namespace gpuplan::ui

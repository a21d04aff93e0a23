// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "bundled.h"
#include "engine/hfconfig.h"

namespace testdata {

namespace {
std::string slurp(const std::string &path)
{
    std::ifstream f(path, std::ios::binary);
    if (!f)
        throw std::runtime_error("cannot open " + path);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}
} // namespace

std::string read(const std::string &relativePath) { return slurp(std::string(GPUPLAN_TEST_DATA) + "/" + relativePath); }

std::string readCatalog(const std::string &fileName) { return slurp(std::string(GPUPLAN_CATALOG_DIR) + "/" + fileName); }

const engine::Catalog &catalog()
{
    const auto &c = gpuplan::bundled::catalog();
    if (!c)
        throw std::runtime_error(engine::describe(c.issue()));
    return c.value();
}

engine::Architecture hf(const std::string &fixture)
{
    auto r = engine::importHfConfig(read("hf/" + fixture + ".json"));
    if (!r)
        throw std::runtime_error(fixture + ": " + engine::describe(r.issue()));
    return r.value();
}

const engine::Architecture &preset(const std::string &id)
{
    const engine::ModelPreset *p = catalog().model(id);
    if (!p)
        throw std::runtime_error("no preset " + id);
    return p->arch;
}

engine::Architecture derived(double params)
{
    auto a = engine::deriveFromScale(engine::Family::Decoder, params);
    if (!a)
        throw std::runtime_error("cannot derive a decoder of " + std::to_string(params));
    return *a;
}

engine::Scenario serving(engine::Architecture model, const std::string &gpu)
{
    engine::Scenario s;
    s.model = std::move(model);
    s.workload = engine::Workload::Inference;
    s.gpuIds = {gpu};
    return s;
}

engine::Scenario scenario(const std::string &id, engine::Workload workload, const std::string &gpu,
                          std::int64_t count)
{
    engine::Scenario s;
    s.model = preset(id);
    s.workload = workload;
    s.gpuIds = {gpu};
    s.gpuCount = count;
    return s;
}

engine::Scenario servingLoad(const std::string &id, const std::string &gpu, double qps, std::int64_t input,
                             std::int64_t output, double ttftMs, double tpotMs)
{
    engine::Scenario s = scenario(id, engine::Workload::Inference, gpu);
    s.inference.qps = qps;
    s.inference.inputTokens = input;
    s.inference.outputTokens = output;
    s.inference.ttftMs = ttftMs;
    s.inference.tpotMs = tpotMs;
    return s;
}

engine::Scenario servingAtTp(const std::string &presetId, const std::string &gpu, int tp, engine::Dtype dtype,
                             std::int64_t input, std::int64_t output, engine::ServingEngine engine)
{
    engine::Scenario s = servingLoad(presetId, gpu, 0, input, output, 0, 0);   // no rate, no limits
    s.gpuCount = tp;
    s.parallel.tp = tp;
    s.inference.weights = dtype;
    s.inference.kvCache = dtype;
    s.inference.engine = engine;
    return s;
}

engine::Scenario lora(engine::Architecture model, int rank, bool allLinear)
{
    engine::Scenario s;
    s.model = std::move(model);
    s.workload = engine::Workload::Lora;
    s.training.loraRank = rank;
    s.training.loraAllLinear = allLinear;
    return s;
}

const engine::Option &option(const engine::Plan &p, const std::string &gpu)
{
    for (const engine::Option &o : p.options)
        if (o.gpuId == gpu)
            return o;
    throw std::runtime_error("no option for " + gpu);
}

bool hasWarning(const engine::Option &o, engine::WarningCode c)
{
    for (const engine::Warning &w : o.warnings)
        if (w.code == c)
            return true;
    return false;
}

} // namespace testdata

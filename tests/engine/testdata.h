// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

#include "engine/catalog.h"
#include "engine/plan.h"
#include "engine/scenario.h"

namespace testdata {

std::string read(const std::string &relativePath);          // under tests/data
std::string readCatalog(const std::string &fileName);        // under resources/catalog
const engine::Catalog &catalog();                            // the bundled catalogue
engine::Architecture hf(const std::string &fixture);         // tests/data/hf/<fixture>.json, must import
const engine::Architecture &preset(const std::string &id);
engine::Architecture derived(double params);                 // a decoder derived from a parameter count (model.md §1.4)
engine::Scenario serving(engine::Architecture model, const std::string &gpu);   // `model` served on `gpu`, the rest default
// The preset `id` as `workload` on `gpu`, `count` of them (0: the planner searches the count), the rest
// default: the four lines most tests begin with.
engine::Scenario scenario(const std::string &id, engine::Workload workload, const std::string &gpu,
                          std::int64_t count = 0);
// The preset `id` served on `gpu` at `qps` requests/s of `input` / `output` tokens, within `ttftMs` and
// `tpotMs` (0: no limit).
engine::Scenario servingLoad(const std::string &id, const std::string &gpu, double qps, std::int64_t input,
                             std::int64_t output, double ttftMs, double tpotMs);
// A preset served at TP `tp` on as many GPUs, weights and KV cache in `dtype`, `input` / `output`
// tokens a request, on `engine`.
engine::Scenario servingAtTp(const std::string &preset, const std::string &gpu, int tp, engine::Dtype dtype,
                             std::int64_t input, std::int64_t output, engine::ServingEngine engine);
engine::Scenario lora(engine::Architecture model, int rank, bool allLinear);     // LoRA of `rank` on `model`, the rest default
const engine::Option &option(const engine::Plan &p, const std::string &gpu);   // the plan's option for `gpu`, or throws
bool hasWarning(const engine::Option &o, engine::WarningCode c);             // the option carries a warning of code `c`

} // namespace testdata

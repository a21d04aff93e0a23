// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Translated names for every engine enum, Issue and Warning. The engine's English
// details are never shown in the Chinese UI: text is chosen by code and field.

#include <engine/catalog.h>
#include <engine/issue.h>
#include <engine/memory.h>
#include <engine/plan.h>
#include <engine/scenario.h>

#include <QString>

namespace gpuplan::ui {

QString familyName(engine::Family f);
QString familyDescription(engine::Family f);
QString workloadName(engine::Workload w);
QString precisionName(engine::Precision p);
// The training precision with the master copy: "Pure BF16 (no FP32 master copy)" where it is off.
QString trainingPrecisionName(const engine::TrainingSetup &t);
QString dtypeName(engine::Dtype d);
QString optimizerName(engine::Optimizer o);
QString recomputeName(engine::Recompute r);
QString offloadName(engine::Offload o);
QString frameworkName(engine::Framework f);
// A step-time term, as the runner-up's reason names it ("pipeline bubble"), and why the search's
// runner-up lost, one sentence (empty without a reason); the CLI's English is app/cli/englishtext.cpp.
QString stepTermName(engine::StepTerm t);
QString runnerUpReason(const engine::SearchSummary &search);
// The training step's attention kernel, and the choice of none (TrainingSetup::flashAttention off).
QString attentionKernelName(engine::AttentionKernel k);
QString moeDispatcherName(engine::MoeDispatcher d);   // how MoE tokens reach their experts (the Scenario page's choice)
QString kernelsName(engine::Kernels k);   // fused or eager element-wise kernels (the Scenario page's choice)
QString unfusedAttentionName();
QString servingEngineName(engine::ServingEngine e);
QString fieldName(const std::string &field);
QString issueText(const engine::Issue &issue);
// `option` (the option the warning belongs to) gives the specifics of the fixed-count answer.
QString warningText(const engine::Warning &w, const engine::Gpu *gpu, const engine::Option *option = nullptr);
QString gpuName(const std::string &id);
// A model's organisation as the catalogue names it, translated ("阿里云（通义千问）"); a name not in
// the list of known ones is shown as it is.
QString organisationName(const std::string &name);
bool isKnownOrganisation(const std::string &name);
// The name without "NVIDIA ", where the GPU names a column, a bar or a legend entry in a narrow space.
QString shortGpuName(const std::string &id);
// The scenario's model as the user reads it: a preset's or file's name, or, for an architecture
// derived from a parameter count, "10.0B decoder LLM (derived from the parameter count)" in the
// UI language.
QString modelDisplayName(const engine::Scenario &s);
QString layoutText(const engine::Layout &l, bool training);

} // namespace gpuplan::ui

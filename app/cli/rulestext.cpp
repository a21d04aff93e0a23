// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's English for the market guides' rules of thumb (engine/rules.h gives the figures; the GUI
// writes the same rows translated in ui/advisor/advisortext.cpp).
#include "englishtext.h"
#include "printf.h"

#include <engine/plan.h>

#include <string_view>

namespace gpuplan::cli {

using namespace engine;

namespace {

double value(const RuleOfThumb &r, std::size_t i) { return i < r.values.size() ? r.values[i] : 0.0; }

const char *gpuId(const RuleOfThumb &r) { return r.gpu.c_str(); }

std::string gpuName(const RuleOfThumb &r, const Catalog &catalog)
{
    const Gpu *g = catalog.gpu(r.gpu);
    return g ? g->name : r.gpu;
}

// The guide's tier rule used for a size its guide did not discuss.
std::string applied(const RuleOfThumb &r, std::string text, const char *note = " (the guide's tier rule, applied to this size)")
{
    return r.applied ? text + note : text;
}

struct PeakClaim
{
    std::string_view id;
    const char *why;
};
constexpr PeakClaim kPeakClaims[] = {
    {"h100_fp16_tflops", "3351 is its memory bandwidth in GB/s (3.35 TB/s), not a compute figure."},
    {"a100_fp16_tflops", "624 is the figure with 2:4 structured sparsity, which training does not use."},
    {"mi250x_fp16_tflops", "No GPU of its generation comes near 4800; AMD's datasheet gives 383."},
    {"a30_fp16_tflops", "193 matches neither the dense (165) nor the sparse (330) figure."},
    {"l40_int8_tops", "149 is below even its FP16 figure (181); INT8 runs at twice the FP16 rate."},
    {"h100_int8_tops", "1289 matches no H100 variant; the SXM part does 1979 dense."},
};

// The link rows: the guide's words, gpuplan's (from the row's figures), why, where from.
struct LinkTexts
{
    std::string guide, engine, why, source;
};

LinkTexts linkTexts(const RuleOfThumb &r)
{
    const std::string &id = r.id;
    if (id == "nvswitch_bandwidth")
        return {"NVSwitch: 6400 GB/s", fmt("Each H100 reaches the others at %.0f GB/s (NVLink 4, both directions)", r.engine),
                "A switch's aggregate bandwidth is not what one GPU gets; the per-GPU NVLink bandwidth limits its collectives.",
                "NVIDIA H100 datasheet (gpus.json)"};
    if (id == "a100_nvlink")
        return {"A100 NVLink: 400 GB/s", fmt("A100 SXM: %.0f GB/s; %.0f GB/s is the A800, its export variant", r.engine, value(r, 0)),
                "The guide quotes the A800's reduced NVLink for the A100.", "NVIDIA A100 and A800 datasheets (gpus.json)"};
    if (id == "infiniband_units")
        return {"InfiniBand HDR 200 GB/s, NDR 400 GB/s",
                fmt("HDR 200 Gb/s = %.0f GB/s per port; NDR 400 Gb/s = %.0f GB/s per port", r.engine, value(r, 0)),
                "Network ports are rated in gigabits per second; a byte is 8 bits.", "InfiniBand Trade Association roadmap; networks.json"};
    if (id == "ethernet_units")
        return {"100G Ethernet: 100 GB/s", fmt("100 Gb/s = %.1f GB/s per port", r.engine),
                "Ethernet is rated in gigabits per second; a byte is 8 bits.", "IEEE 802.3 (100GBASE); networks.json"};
    if (id == "infiniband_wanzhao")
        return {"InfiniBand: 10-gigabit-class bandwidth (万兆级)",
                fmt("万兆 means 10 Gb/s; HDR and NDR ports run at %.0f and %.0f Gb/s, 20-40 times that", r.engine, value(r, 0)),
                "10 Gb/s is a server's front-end Ethernet; a training fabric is 20-40 times faster per port.",
                "InfiniBand Trade Association roadmap; networks.json"};
    if (id == "nvlink_vs_pcie") {
        const double pcie4 = 64;   // PCIe 4.0 x16, GB/s both directions
        return {"NVLink has 3-5x the bandwidth of PCIe 4.0",
                fmt("A100 NVLink %.0f vs PCIe 4.0 x16 64 GB/s: %.1fx; H100 NVLink %.0f GB/s: %.0fx PCIe 4.0, %.0fx PCIe 5.0",
                    r.engine * pcie4, r.engine, value(r, 0) * pcie4, value(r, 0), value(r, 1)),
                "Both directions counted on both sides: PCIe 4.0 x16 is 64 GB/s, PCIe 5.0 x16 128 GB/s.",
                "PCI-SIG specifications; NVIDIA A100 and H100 datasheets (gpus.json)"};
    }
    return {"Memory bandwidth affects transfers between cards",
            fmt("H100: %.0f GB/s to its own HBM; %.0f GB/s to other GPUs over NVLink", r.engine, value(r, 0)),
            "HBM bandwidth feeds the GPU's own cores; traffic between cards runs over NVLink, PCIe or the network.",
            "NVIDIA H100 datasheet (gpus.json)"};
}

const char *dtypeName(double bytes) { return bytes == 4 ? "FP32" : bytes == 2 ? "BF16" : "INT8"; }

} // namespace

std::string ruleGuideText(const RuleOfThumb &r)
{
    using T = RuleTopic;
    const std::string &id = r.id;
    switch (r.topic) {
    case T::WeightsArithmetic: return fmt("A 10B model in %s needs %.1f GB", dtypeName(value(r, 0)), r.guideLow);
    case T::GpusByScale: {
        const auto tier = static_cast<GuideTier>(value(r, 0));
        const std::string text = tier == GuideTier::Yi      ? "0.1-1B: 4-8 GPUs"
                                 : tier == GuideTier::ShiYi ? "1-10B: the guides give no GPU count"
                                 : tier == GuideTier::BaiYi ? "10B-100B: 16-32 GPUs with NVLink"
                                                            : "100B+: 64 or more GPUs on InfiniBand";
        return r.guideLow > 0 ? applied(r, text) : text;
    }
    case T::ServingTier:
        return applied(r,
                       r.guideLow >= 4   ? "100-1000 QPS: 4-8 H100 80GB"
                       : r.guideLow >= 2 ? "10-100 QPS: 2-4 A100 40GB"
                                         : "Up to 10 QPS: 1-2 L40 48GB with INT8",
                       " (the guide's 10B tier, applied to this size)");
    case T::MemoryPerCard: return applied(r, fmt("%.0f GB or more per card for this scale", r.guideLow));
    case T::A100VsH100: return "An H100 is 5x an A100 for training";
    case T::Headroom: return "Keep 20-30 % of the memory spare";
    case T::Interconnect: return "NVLink trains 20-40 % faster than PCIe 4.0";
    case T::RentVsBuy: return "Rent for 1-3 month projects, buy beyond 6 months";
    case T::MemoryRatio: return "Training needs 2-4x the memory of inference";
    case T::Precision: return id == "int8_gpus" ? "INT8 serving needs 70 % fewer GPUs" : "Mixed precision needs 40-50 % fewer GPUs";
    case T::Parallelism: return id == "offload_gpus" ? "ZeRO-Offload needs 20-30 % fewer GPUs" : "3D parallelism reduces the GPU count";
    case T::TrainingDays: return "10B: 4 H100 finish in 10-15 days, 8 A100 in 45-60 days";
    case T::ComputePeak: {
        // The guide's own name for the part ("H100"), from the rule id.
        std::string part = id.substr(0, id.find('_'));
        for (char &c : part)
            c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        return fmt("%s %s: %.0f %s", part.c_str(), r.unit == "TOPS" ? "INT8" : "FP16", r.guideLow, r.unit.c_str());
    }
    case T::LinkBandwidth: return linkTexts(r).guide;
    case T::GpuChoice:
        if (id == "h100_160gb")
            return "Efficient plan: 8-32 \"H100 160GB\"";
        if (id == "h20_training")
            return "H20 as a top card for 100B+ training";
        return "A 10B model in INT8 (93 GB) needs two L40 48GB to serve";
    case T::Power: return "8x H100 need a 3000 W or larger power supply";
    case T::Mig: return id == "mig_training" ? "Slice GPUs with MIG for training jobs" : "MIG turns a GPU into vGPUs";
    case T::Multimodal: return "Multimodal models need 20-50 % more GPUs than text models of the same size";
    }
    return {};
}

namespace {
std::string ruleFigureText(const RuleOfThumb &r, const Plan &plan, const Catalog &catalog)
{
    using T = RuleTopic;
    const std::string &id = r.id;
    const Option *o = comparedOption(plan);
    switch (r.topic) {
    case T::WeightsArithmetic:
        return fmt("10B x %.0f bytes = %.0f GB; this model: %.2fB params x %.2f bytes = %.1f GB", value(r, 0), value(r, 1),
                   static_cast<double>(plan.params.total) / 1e9, value(r, 2), r.engine);
    case T::GpusByScale:
        return r.engine > 0 ? fmt("%lld x %s finish in %.1f days", static_cast<long long>(r.engine), gpuId(r), value(r, 1))
                            : std::string("no option fits");
    case T::ServingTier:
        if (r.engine > 0)
            return fmt("%lld x %s serve the load", static_cast<long long>(r.engine), gpuId(r));
        return value(r, 0) > 0 ? "no count within the GPU limit serves the load" : "no option fits";
    case T::MemoryPerCard:
        return o ? fmt("%.0f GB of %.0f GB usable per GPU across %.0f GPU%s", r.engine, static_cast<double>(o->usableBytes) / 1e9,
                       value(r, 1), value(r, 1) == 1 ? "" : "s")
                 : std::string("no option");
    case T::A100VsH100:
        return r.engine > 0 ? fmt("An H100 is %.1fx an A100 for this scenario", r.engine)
                            : std::string("not comparable here: A100 or H100 does not fit at this GPU count");
    case T::Headroom:
        // The option compared is not always recommended (none is where no GPU is sold in the region).
        if (o && o->training && o->fixedCount)
            return fmt("%.0f %% spare on the purchase of %s (%.0f %% with the fastest layout on the fixed count)", r.engine, gpuId(r),
                       value(r, 0));
        return o && o->training ? fmt("%.0f %% spare on the purchase of %s (%.0f %% at the minimum that fits)", r.engine, gpuId(r), value(r, 0))
                                : fmt("%.0f %% of the engine's memory is left free at the planned batch", r.engine);
    case T::Interconnect:
        return value(r, 1) != 0 ? fmt("NVLink (A100 SXM) is %.0f %% faster than PCIe (A100 PCIe) on %.0f GPUs here, the fewest in whole servers that both fit on",
                                      r.engine, value(r, 0))
                                : fmt("not comparable: A100 SXM or A100 PCIe does not fit on %.0f GPUs", value(r, 0));
    case T::RentVsBuy:
        return r.engine >= 0 ? fmt("Buying pays back after %.1f months of use", r.engine) : std::string("Renting stays cheaper at these prices");
    case T::MemoryRatio:
        return fmt("Model states alone are %.0f bytes per parameter against 2 for BF16 weights: %.0fx, before activations", value(r, 0), r.engine);
    case T::Precision:
        if (id == "int8_gpus")
            return value(r, 2) != 0 ? fmt("%.0f GPUs in BF16, %.0f in INT8 for this scenario on %s", value(r, 0), value(r, 1), gpuId(r))
                                    : std::string("not comparable: BF16 or INT8 does not fit");
        return fmt("Model states: %.0f bytes per parameter in FP32, %.0f in BF16 mixed precision: the memory floor does not fall", value(r, 0),
                   value(r, 1));
    case T::Parallelism:
        if (id == "offload_gpus")
            return fmt("Offloading the optimizer moves %.0f of %.0f bytes per parameter to host memory (%.0f %% of the states)", value(r, 0),
                       value(r, 1), r.engine);
        return !r.gpu.empty() ? fmt("%.0f GB of model states need at least %.0f x %s whatever the layout", value(r, 0), r.engine, gpuId(r))
                              : std::string("no option");
    case T::TrainingDays:
        return fmt("Those days hold only %.0f-%.0fB and %.0f-%.0fB tokens; 200B tokens (20 per parameter) take %.0f and %.0f days",
                   value(r, 0), value(r, 1), value(r, 2), value(r, 3), value(r, 4), value(r, 5));
    case T::ComputePeak: return fmt("%s: %.1f dense (%.0f with 2:4 sparsity)", gpuName(r, catalog).c_str(), r.engine, value(r, 0));
    case T::LinkBandwidth: return linkTexts(r).engine;
    case T::GpuChoice:
        if (id == "h100_160gb")
            return fmt("The largest H100 has %.0f GB; H200 has %.0f GB, B200 %.0f GB", r.engine, value(r, 0), value(r, 1));
        if (id == "h20_training")
            return fmt("H20: %.0f dense BF16 TFLOPS (H100: %.1f), %.0f GB at %.0f GB/s", r.engine, value(r, 0), value(r, 1), value(r, 2));
        return fmt("10B in INT8 is %.0f GB of weights; gpuplan serves 10 QPS on %.0f L40", value(r, 0), r.engine);
    case T::Power:
        return value(r, 0) > 0 ? fmt("8 x %.0f W = %.0f W for the GPUs alone; a DGX H100 is rated %.1f kW", r.engine / 8, r.engine, value(r, 0))
                               : fmt("8 x %.0f W = %.0f W for the GPUs alone", r.engine / 8, r.engine);
    case T::Mig:
        if (id == "mig_training")
            return fmt("The smallest A100 80GB slice has %.0f GB; a 10B model's training states alone are %.0f GB", r.engine, value(r, 0));
        return fmt("MIG splits an A100 or H100 into up to %.0f hardware partitions, each with its own memory (the smallest %.0f GB)", r.engine,
                   value(r, 0));
    case T::Multimodal: return "gpuplan plans the vision tower and the image tokens themselves (choose a multimodal model)";
    }
    return {};
}
} // namespace

// A fact of full training shown for a LoRA or QLoRA scenario says so.
std::string ruleEngineText(const RuleOfThumb &r, const Plan &plan, const Catalog &catalog)
{
    const std::string text = ruleFigureText(r, plan, catalog);
    if (r.fullTraining)
        return "In full training: " + text;
    return r.withFp32Master ? "With an FP32 master copy: " + text : text;
}

std::string ruleWhyText(const RuleOfThumb &r, const Plan &plan)
{
    using T = RuleTopic;
    const std::string &id = r.id;
    const Option *o = comparedOption(plan);
    switch (r.topic) {
    case T::WeightsArithmetic:
        return fmt("The guide divided the bytes by 2^30 and slipped the decimal point: its figures are about %.1fx too high.",
                   r.guideLow / value(r, 1));
    case T::GpusByScale:
        return "The tiers ignore the token budget and the deadline; the count follows from memory (the minimum) and from the days allowed.";
    case T::ServingTier:
        return "Tiers ignore the model size, the sequence lengths and the latency limits; the engine sizes the batch per replica and the "
               "replicas from them.";
    case T::MemoryPerCard:
        return "No card has to hold the model: tensor, pipeline and ZeRO sharding spread it, so memory per card is a layout choice. "
               "The guide's \"H100 160GB\" does not exist.";
    case T::A100VsH100:
        return fmt("The dense BF16 peak is %.1f vs %.0f TFLOPS (%.1fx); communication and memory-bound work shrink the gain, FP8 raises it.",
                   value(r, 0), value(r, 1), value(r, 1) > 0 ? value(r, 0) / value(r, 1) : 0);
    case T::Headroom:
        if (o && o->training && o->fixedCount)
            return fmt("gpuplan already counts the CUDA context, NCCL buffers and the allocator's reserve; it keeps at least %.0f %% of "
                       "usable memory free where it chooses the GPU count, not on a count you fix.",
                       value(r, 1));
        return o && o->training ? fmt("gpuplan already counts the CUDA context, NCCL buffers and the allocator's reserve; the purchase "
                                      "it plans keeps at least %.0f %% of usable memory free.",
                                      value(r, 1))
                                : fmt("The serving engine reserves %.0f %% of memory itself (its memory fraction); the KV cache fills the "
                                      "rest by design.",
                                      value(r, 1));
    case T::Interconnect:
        return "The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO and barely notice.";
    case T::RentVsBuy:
        return "The break-even follows from the purchase, energy, hosting, utilisation and rental prices, which change monthly; it is not "
               "a fixed rule.";
    case T::MemoryRatio:
        return "Mixed-precision Adam keeps weights, gradients, an fp32 master copy and two fp32 moments for every parameter.";
    case T::Precision:
        if (id == "int8_gpus")
            return "Only the weight bytes halve; the KV cache, the activations and the compute per token often decide the count.";
        return "Mixed precision keeps an fp32 master copy and fp32 moments; it saves time (tensor cores) and activation memory, not the "
               "states.";
    case T::Parallelism:
        if (id == "offload_gpus")
            return "The saving depends on how much of the memory is optimizer state, and each step then waits on PCIe and the CPU; the "
                   "advisor re-plans it for this scenario.";
        return "Parallelism spreads memory and work over GPUs; it never lowers the memory floor of the model states (offload and smaller "
               "states do).";
    case T::TrainingDays:
        return "The guide never states the tokens, so its days cannot be checked; training time is tokens x 6 x parameters / sustained "
               "FLOP/s.";
    case T::ComputePeak:
        for (const PeakClaim &c : kPeakClaims)
            if (c.id == id)
                return c.why;
        return {};
    case T::LinkBandwidth: return linkTexts(r).why;
    case T::GpuChoice:
        if (id == "h100_160gb")
            return "There is no 160 GB H100; a plan built on it cannot be bought.";
        if (id == "h20_training")
            return "An export-compliant part with H100-class memory but about a seventh of its compute: a serving card, slow for training.";
        return r.engine <= 1 ? "The guide's \"93 GB\" of INT8 weights is the decimal-point slip; 10 GB leaves most of one L40 for the KV cache."
                             : "The guide's \"93 GB\" of INT8 weights is the decimal-point slip: one L40 holds the weights; a second is for "
                               "throughput, not memory.";
    case T::Power: return "The GPUs alone draw almost twice the guide's figure; CPUs, NICs, fans and conversion losses come on top.";
    case T::Mig:
        if (id == "mig_training")
            return "MIG slices suit many small inference or notebook jobs; a slice has a fraction of the memory and compute and no NVLink.";
        return "vGPU is a separate, licensed time-slicing product; MIG partitions are fixed in hardware and cannot share memory.";
    case T::Multimodal: return "The extra cost follows from the tower's size and the image tokens per sample; it is not a fixed percentage.";
    }
    return {};
}

std::string ruleSourceText(const RuleOfThumb &r, const Catalog &catalog)
{
    using T = RuleTopic;
    const std::string &id = r.id;
    switch (r.topic) {
    case T::WeightsArithmetic: return "arithmetic: parameters x bytes per parameter";
    case T::GpusByScale:
    case T::ServingTier:
    case T::MemoryPerCard: return "this scenario's plan";
    case T::A100VsH100: return "NVIDIA H100 and A100 datasheets (gpus.json)";
    case T::Headroom: return "docs/model.md section 6.6 (headroom policy)";
    case T::Interconnect: return "this scenario re-planned on A100 SXM and A100 PCIe";
    case T::RentVsBuy: return "this scenario's cost estimate (prices.json)";
    case T::MemoryRatio: return "docs/model.md section 2.1 (model states)";
    case T::Precision:
        return id == "int8_gpus" ? "this scenario re-planned with BF16 and INT8 weights" : "docs/model.md section 2.1 (model states)";
    case T::Parallelism:
        return id == "offload_gpus" ? "docs/model.md section 2.1 (model states); ZeRO-Offload (Ren et al., 2021)"
                                    : "docs/model.md section 2.1 (model states)";
    case T::TrainingDays: return "a derived 10B decoder planned on 4 H100 and 8 A100 (BF16, 4096-token sequences)";
    case T::ComputePeak: return gpuName(r, catalog) + " datasheet (gpus.json)";
    case T::LinkBandwidth: return linkTexts(r).source;
    case T::GpuChoice:
        if (id == "h100_160gb")
            return "NVIDIA H100, H200 and B200 datasheets (gpus.json)";
        if (id == "h20_training")
            return "NVIDIA H20 specifications (gpus.json)";
        return "a derived 10B decoder planned at 10 QPS with INT8 weights on L40";
    case T::Power: return "NVIDIA H100 and DGX H100 datasheets (gpus.json, prices.json)";
    case T::Mig: return id == "mig_training" ? "NVIDIA MIG user guide (A100 profiles, gpus.json)" : "NVIDIA MIG user guide (gpus.json)";
    case T::Multimodal: return "docs/model.md (multimodal towers)";
    }
    return {};
}

} // namespace gpuplan::cli

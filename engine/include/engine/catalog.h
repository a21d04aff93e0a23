// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue: GPUs, networks and model presets, parsed from the JSON text in
// resources/catalog/. The engine does no I/O: the front ends hand it the text (embedded in the
// build, see resources/CMakeLists.txt).

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/issue.h"
#include "engine/model.h"

namespace engine {

// Mxfp4: OCP microscaling FP4 (E2M1 values, one E8M0 scale per 32: 4.25 bits), gpt-oss's expert
// weights; run on FP4 tensor cores where the GPU has them (the catalogue's "fp4" peak).
// Nvfp4: NVIDIA's FP4 (E2M1 values, one E4M3 scale per 16 plus one fp32 scale per tensor: 4.5
// bits), every linear layer's weights and activations; FP4 tensor cores on NVIDIA Blackwell only.
enum class Dtype { Fp32, Tf32, Fp16, Bf16, Fp8, Int8, Int4, Nf4, Mxfp4, Nvfp4 };

const char *dtypeId(Dtype d);
// The key of a dtype's peak in gpus.json's peak_tflops ("fp4" for MXFP4; otherwise dtypeId).
const char *peakKey(Dtype d);
std::optional<Dtype> dtypeFromId(const std::string &id);
double dtypeBytes(Dtype d);    // storage bytes per element (int4 0.5, nf4 0.5)

enum class LinkKind { NvSwitch, NvLinkBridge, Pcie, Xgmi, Hccs };

struct MigProfile
{
    std::string name;
    double memoryGb = 0;
    int count = 0;
    friend bool operator==(const MigProfile &, const MigProfile &) = default;
};

// A source a catalogue figure cites: its tag and the catalogue's description of it (the file's
// `sources` object; empty when the file does not describe the tag).
struct SourceRef
{
    std::string id;
    std::string text;
    bool operator==(const SourceRef &) const = default;
};

// A catalogue file's descriptions of its source tags.
using SourceTexts = std::map<std::string, std::string>;

// The best end-to-end training MFU published for one GPU, precision and stack (model FLOPs with
// attention over the dense peak of the precision; docs/validation.md §8): the step is never planned
// faster (perf.cpp, publishedMfuCeiling).
struct PublishedMfu
{
    bool fp8 = false;              // over the FP8 peak; else 16-bit (BF16 / FP16)
    std::string framework;         // a frameworkId: megatron-core, fsdp, deepspeed, megatron-2021
    double mfu = 0;
    std::string run;               // English: the run it comes from
};

struct Gpu
{
    std::string id;
    std::string name;
    std::string vendor;
    std::string architecture;
    std::string formFactor;        // sxm | pcie | oam | superchip | module
    bool consumer = false;
    double memoryGb = 0;           // vendor decimal GB
    std::int64_t capacityBytes = 0;   // what the driver reports
    bool capacityEstimated = false;
    double memBwGBps = 0;          // decimal GB/s
    std::map<Dtype, double> peakTflops;   // dense tensor peaks; absent = not supported
    double tdpW = 0;
    LinkKind link = LinkKind::Pcie;
    std::string linkName;
    double linkGBpsBidir = 0;      // GPU-to-GPU, both directions
    int linkDomain = 1;            // GPUs reachable over the fast link (8 for HGX, 72 for NVL72)
    int pcieGen = 4;
    double pcieGBpsBidir = 64;
    int gpusPerNode = 8;
    std::string defaultNetwork;
    std::optional<double> matmulEfficiency;   // measured achievable / peak (bf16), when known
    std::optional<double> matmulEfficiencyFp8;   // measured achievable / peak (fp8), when known
    std::vector<PublishedMfu> publishedMfu;   // this GPU's own runs; generation-wide ones are in perf.cpp
    int migMaxInstances = 0;
    std::vector<MigProfile> migProfiles;
    // Roles in the advisor: offered as "another GPU" (1 = first; 0 = not offered), and the PCIe card
    // of the same chip offered as "PCIe cards instead of SXM/NVLink".
    int alternativeRank = 0;
    std::string pcieSibling;
    std::string chinaStatus;       // restricted | available | check
    std::string chinaNote;
    std::string confidence;
    std::string notes;
    std::vector<SourceRef> sources;   // every tag the specifications cite, sorted

    std::optional<double> peak(Dtype d) const;
    // Export controls (the region is the scenario's: "global" or "china"): never recommended there.
    bool restrictedIn(const std::string &region) const { return region == "china" && chinaStatus == "restricted"; }
    // Sold into the region only under a US export licence, granted case by case (H20 since April 2025;
    // H200 and MI325X since January 2026): planned, and warned of.
    bool licenceIn(const std::string &region) const { return region == "china" && chinaStatus == "licence"; }
    // No ruling found either way (the L4, the RTX 6000 Ada): planned, with the rules to check.
    bool unverifiedIn(const std::string &region) const { return region == "china" && chinaStatus == "check"; }
    bool hasFastLink() const { return link == LinkKind::NvSwitch || link == LinkKind::Xgmi || link == LinkKind::Hccs; }
};

enum class NetworkKind { InfiniBand, Roce, Ethernet };

struct Network
{
    std::string id;
    std::string name;
    NetworkKind kind = NetworkKind::InfiniBand;
    double gbitPerPort = 0;
    int portsPerNode = 1;
    double latencyUs = 5;
    double efficiency = 0.85;
    double nodeGBps() const { return gbitPerPort / 8.0 * portsPerNode; }   // one direction
};

struct ModelPreset
{
    std::string id;
    std::string name;
    Family family = Family::Decoder;
    std::string series;            // the model family as buyers name it ("Qwen3", "Llama 3"); the
                                   // catalogue keeps a series' models together, and both faces list them so
    std::string organisation;
    Architecture arch;
    std::optional<std::int64_t> referenceParams;
    std::string referenceSource;
    std::string source;
    bool derived = false;          // built from scale_params
    double scaleParams = 0;
};

struct PriceBook;   // cost.h

struct Catalog
{
    std::vector<Gpu> gpus;
    std::vector<Network> networks;
    std::vector<ModelPreset> models;
    std::shared_ptr<const PriceBook> prices;   // empty: no cost figures

    const Gpu *gpu(std::string_view id) const;
    const Network *network(std::string_view id) const;
    const ModelPreset *model(std::string_view id) const;
    // What to compare where every compared GPU is export-controlled: the data-centre GPUs of 40 GB or
    // more listed as sold in `region` ("available"), in catalogue order; none for a region without controls.
    std::vector<std::string> gpusSoldIn(const std::string &region) const;
    // The same GPUs sold into `region` only under a US export licence ("licence": the H20, the H200).
    std::vector<std::string> gpusLicensedIn(const std::string &region) const;
};

// Each parser names file, entry and field in its Issue ("gpus.json: gpus[3] (h100-sxm5-80gb).tdp_w").
Result<std::vector<Gpu>> parseGpus(std::string_view text, const std::string &fileName = "gpus.json");
Result<std::vector<Network>> parseNetworks(std::string_view text, const std::string &fileName = "networks.json");
Result<std::vector<ModelPreset>> parseModels(std::string_view text, const std::string &fileName = "models.json");
Result<Catalog> parseCatalog(std::string_view gpus, std::string_view networks, std::string_view models,
                             std::string_view prices = {});

} // namespace engine

// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include "bundled.h"
#include "engine/catalog.h"
#include "testdata.h"

using namespace engine;

TEST(Catalog, BundledCatalogueParses)
{
    const auto &c = gpuplan::bundled::catalog();
    ASSERT_TRUE(c) << describe(c.issue());
    EXPECT_GE(c->gpus.size(), 25u);
    EXPECT_GE(c->models.size(), 25u);
    EXPECT_GE(c->networks.size(), 4u);
}

TEST(Catalog, DriverReportedCapacities)
{
    // Driver-reported totals (nvidia-smi memory.total): A100 80GB 81,920 MiB; H100 SXM 81,559 MiB; H200 143,771 MiB; L40S 46,068 MiB.
    const Catalog &c = testdata::catalog();
    EXPECT_EQ(c.gpu("a100-sxm4-80gb")->capacityBytes, 81920LL << 20);
    EXPECT_EQ(c.gpu("h100-sxm5-80gb")->capacityBytes, 81559LL << 20);
    EXPECT_EQ(c.gpu("h200-sxm-141gb")->capacityBytes, 143771LL << 20);
    EXPECT_EQ(c.gpu("l40s-48gb")->capacityBytes, 46068LL << 20);
}

TEST(Catalog, DensePeaksNotSparse)
{
    // Vendor datasheets (resources/catalog/gpus.json sources): A100 312 dense (624 sparse), H100 SXM 989.5 (not 3351, not 1979).
    const Catalog &c = testdata::catalog();
    EXPECT_DOUBLE_EQ(*c.gpu("a100-sxm4-80gb")->peak(Dtype::Bf16), 312.0);
    EXPECT_DOUBLE_EQ(*c.gpu("h100-sxm5-80gb")->peak(Dtype::Bf16), 989.5);
    EXPECT_DOUBLE_EQ(*c.gpu("h100-sxm5-80gb")->peak(Dtype::Fp8), 1979.0);
    EXPECT_FALSE(c.gpu("a100-sxm4-80gb")->peak(Dtype::Fp8).has_value());   // no FP8 on Ampere
    EXPECT_EQ(c.gpu("l40-48gb")->link, LinkKind::Pcie);                   // L40 has no NVLink
}

TEST(Catalog, EveryGpuEntryNamesItsSources)
{
    auto gpus = parseGpus(testdata::readCatalog("gpus.json"));
    ASSERT_TRUE(gpus);
    // gpus.json with `by` written over the first `at` from the a100-sxm4-80gb entry on; empty
    // (and a failure) when there is no such text.
    const auto a100With = [](const std::string &at, const std::string &by) {
        std::string text = testdata::readCatalog("gpus.json");
        const auto pos = text.find(at, text.find("\"id\": \"a100-sxm4-80gb\""));
        EXPECT_NE(pos, std::string::npos) << at;
        return pos == std::string::npos ? std::string() : text.replace(pos, by.size(), by);
    };
    // Remove the sources of one entry: the parser must refuse and name file, entry and field.
    auto broken = parseGpus(a100With("\"sources\": {", "\"sourcez\""));
    ASSERT_FALSE(broken);
    EXPECT_NE(broken.issue().field.find("gpus.json"), std::string::npos);
    EXPECT_NE(broken.issue().field.find("a100-sxm4-80gb"), std::string::npos);
    EXPECT_NE(broken.issue().field.find("sources"), std::string::npos);
    // An undefined source tag is refused too.
    auto unknown = parseGpus(a100With("\"NV-A100\"", "\"NV-XXXX\""));
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.issue().code, IssueCode::UnknownId);
    // A generation the engine does not know is refused rather than modelled as none (HACKING.md,
    // "How to add a GPU"): the efficiency, ceilings and bands are keyed on the name.
    auto generation = parseGpus(a100With("\"Ampere\"", "\"Ampera\""));
    ASSERT_FALSE(generation);
    EXPECT_NE(generation.issue().field.find("(a100-sxm4-80gb).architecture"), std::string::npos) << generation.issue().field;
    EXPECT_NE(generation.issue().detail.find("'NVIDIA Ampera' is not a vendor and generation the engine knows"),
              std::string::npos)
        << generation.issue().detail;
    // A vendor spelt otherwise would lose NVIDIA's treatment the same way.
    auto vendor = parseGpus(a100With("\"NVIDIA\"", "\"Nvidia\""));
    ASSERT_FALSE(vendor);
    EXPECT_NE(vendor.issue().detail.find("'Nvidia Ampere'"), std::string::npos) << vendor.issue().detail;
}

TEST(Catalog, MalformedDataNamesFileEntryAndField)
{
    auto r = parseGpus(R"({"gpus":[{"id":"x","name":"X","form_factor":"pcie","memory_gb":48,"capacity_mib":46068,
        "mem_bw_gbps":-1,"peak_tflops":{"bf16":100},"link":{"kind":"pcie","gbps_bidir":64},"sources":{}}]})");
    ASSERT_FALSE(r);
    EXPECT_EQ(r.issue().field, "gpus.json: gpus[0] (x).mem_bw_gbps");
    auto missingPeak = parseGpus(R"({"gpus":[{"id":"y","name":"Y","form_factor":"pcie","memory_gb":48,"capacity_mib":46068,
        "mem_bw_gbps":864,"peak_tflops":{"fp8":100},"link":{"kind":"pcie","gbps_bidir":64},"sources":{}}]})");
    ASSERT_FALSE(missingPeak);
    EXPECT_EQ(missingPeak.issue().field, "gpus.json: gpus[0] (y).peak_tflops.bf16");
    EXPECT_FALSE(parseGpus("{"));
    EXPECT_FALSE(parseGpus(R"({"gpus": []})"));
    EXPECT_FALSE(parseModels(R"({"models":[{"id":"m","name":"M","family":"decoder"}]})"));
    auto badModel = parseModels(R"({"models":[{"id":"m","name":"M","family":"decoder","hf_config":{"model_type":"llama"}}]})");
    ASSERT_FALSE(badModel);
    EXPECT_EQ(badModel.issue().field, "models.json: models[0] (m).hf_config.hidden_size");
    auto dup = parseNetworks(R"({"networks":[{"id":"a","name":"A","kind":"roce","gbit_per_port":100,"ports_per_node":1},
                                               {"id":"a","name":"A","kind":"roce","gbit_per_port":100,"ports_per_node":1}]})");
    ASSERT_FALSE(dup);
}

// Presets carry their series, and a series is listed in one piece (both faces group by it).
TEST(Catalog, ASeriesIsListedTogether)
{
    const Catalog &c = testdata::catalog();
    EXPECT_EQ(c.model("qwen3-30b-a3b")->series, "Qwen3");
    EXPECT_EQ(c.model("mixtral-8x7b")->series, "Mistral");
    for (const ModelPreset &m : c.models)
        EXPECT_EQ(m.series.empty(), m.derived) << m.id;   // every published model has one
    const std::string llama = R"({"id":"a","name":"A","family":"decoder","series":"S","hf_config":{"model_type":"llama",
        "hidden_size":64,"num_hidden_layers":2,"num_attention_heads":4,"intermediate_size":128,"vocab_size":100}})";
    const std::string other = R"({"id":"b","name":"B","family":"decoder","series":"T","hf_config":{"model_type":"llama",
        "hidden_size":64,"num_hidden_layers":2,"num_attention_heads":4,"intermediate_size":128,"vocab_size":100}})";
    std::string again = llama;
    again.replace(again.find("\"a\""), 3, "\"c\"");
    EXPECT_TRUE(parseModels("{\"models\":[" + llama + "," + again + "," + other + "]}"));
    const auto split = parseModels("{\"models\":[" + llama + "," + other + "," + again + "]}");
    ASSERT_FALSE(split);
    EXPECT_EQ(split.issue().field, "models.json: models[2] (c).series");
}

// The advisor's GPU roles are catalogue data (gpus.json alternative_rank, pcie_sibling), checked
// against the catalogue when it loads.
TEST(Catalog, AdvisorRolesAreCatalogueFields)
{
    const Catalog &c = testdata::catalog();
    EXPECT_EQ(c.gpu("a100-sxm4-80gb")->pcieSibling, "a100-pcie-80gb");
    EXPECT_EQ(c.gpu("h100-sxm5-80gb")->pcieSibling, "h100-pcie-80gb");
    EXPECT_EQ(c.gpu("h100-sxm5-80gb")->alternativeRank, 1);
    EXPECT_EQ(c.gpu("rtx-4090-24gb")->alternativeRank, 10);
    EXPECT_EQ(c.gpu("h100-pcie-80gb")->alternativeRank, 0);
    int alternatives = 0;
    for (const Gpu &g : c.gpus)
        alternatives += g.alternativeRank > 0;
    EXPECT_EQ(alternatives, 10);
    std::string gpus = testdata::readCatalog("gpus.json");
    const auto at = gpus.find("\"pcie_sibling\": \"a100-pcie-80gb\"");
    ASSERT_NE(at, std::string::npos);
    gpus.replace(at, 32, "\"pcie_sibling\": \"a100-pcie-99gb\"");
    auto broken = parseCatalog(gpus, testdata::readCatalog("networks.json"), testdata::readCatalog("models.json"), "");
    ASSERT_FALSE(broken);
    EXPECT_EQ(broken.issue().field, "gpus.json: a100-sxm4-80gb.pcie_sibling");
}

TEST(Catalog, RequiredPresetsExist)
{
    const Catalog &c = testdata::catalog();
    for (const char *id : {"llama-2-7b", "llama-3-8b", "llama-3.1-405b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "mistral-7b",
                           "mixtral-8x7b", "deepseek-v3", "gpt-3-175b", "bloom-176b", "bert-base-uncased", "vit-h-14",
                           "clip-vit-l-14", "llava-1.5-7b", "scale-1b", "scale-10b", "scale-100b"})
        EXPECT_NE(c.model(id), nullptr) << id;
    for (const char *id : {"a100-sxm4-80gb", "h100-sxm5-80gb", "l40-48gb"})
        EXPECT_NE(c.gpu(id), nullptr) << id;
}

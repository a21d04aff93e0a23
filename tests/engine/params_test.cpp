// SPDX-License-Identifier: GPL-3.0-or-later
// Exact parameter counts. Reference numbers: Hugging Face model pages (safetensors counts) and
// papers as listed in tests/data/hf/EXPECTED.md; each equals the module-by-module count of the
// transformers implementation.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/model.h"
#include "testdata.h"

using namespace engine;

namespace {

struct Case
{
    const char *fixture;
    std::int64_t total;
    std::int64_t active;   // 0 = same as total
    const char *source;
};

const Case kCases[] = {
    {"llama-2-7b", 6'738'415'616, 0, "HF meta-llama/Llama-2-7b-hf, 6.74B; safetensors total_size / 2"},
    {"llama-2-13b", 13'015'864'320, 0, "HF meta-llama/Llama-2-13b-hf, 13.0B"},
    {"llama-2-70b", 68'976'648'192, 0, "HF meta-llama/Llama-2-70b-hf, 69.0B"},
    {"llama-3-8b", 8'030'261'248, 0, "HF meta-llama/Meta-Llama-3-8B, 8.03B"},
    {"llama-3-70b", 70'553'706'496, 0, "HF meta-llama/Meta-Llama-3-70B, 70.6B"},
    {"llama-3.1-405b", 405'853'388'800, 0, "HF meta-llama/Llama-3.1-405B, 406B"},
    {"llama-3.2-1b", 1'235'814'400, 0, "HF meta-llama/Llama-3.2-1B 1,235,814,400 (Hub count; GPTQModel's LLAMA_3_2_1B_PARAMETER_COUNT), tied"},
    {"llama-3.2-3b", 3'212'749'824, 0, "HF meta-llama/Llama-3.2-3B-Instruct 3,212,749,824 (Hub count), tied"},
    {"qwen2.5-0.5b", 494'032'768, 0, "HF Qwen/Qwen2.5-0.5B, 494M (tied embeddings)"},
    {"qwen2.5-7b", 7'615'616'512, 0, "HF Qwen/Qwen2.5-7B, 7.62B"},
    {"qwen2.5-14b", 14'770'033'664, 0, "HF Qwen/Qwen2.5-14B, safetensors total_size 29,540,067,328 / 2 (bf16)"},
    {"qwen2.5-32b", 32'763'876'352, 0, "HF Qwen/Qwen2.5-32B, safetensors total_size 65,527,752,704 / 2 (bf16)"},
    {"qwen2.5-72b", 72'706'203'648, 0, "HF Qwen/Qwen2.5-72B, 72.7B"},
    {"mistral-7b-v0.1", 7'241'732'096, 0, "HF mistralai/Mistral-7B-v0.1, 7.24B"},
    {"mixtral-8x7b", 46'702'792'704, 12'879'925'248, "HF Mixtral-8x7B-v0.1 46.7B; 12.9B active (Mistral AI)"},
    {"mixtral-8x22b", 140'620'634'112, 39'152'031'744, "HF Mixtral-8x22B 141B; 39B active (Mistral AI)"},
    {"qwen1.5-moe-a2.7b", 14'315'784'192, 2'689'173'504, "HF Qwen1.5-MoE-A2.7B 14.3B; 2.7B activated"},
    {"deepseek-v3", 671'026'419'200, 37'552'297'472, "DeepSeek-V3 report: 671B total, 37B activated (no MTP)"},
    {"bloom-176b", 176'247'271'424, 0, "bigscience/bloom model card: 176,247,271,424"},
    {"gpt2", 124'439'808, 0, "HF openai-community/gpt2, 124M; safetensors total_size / 4"},
    {"gpt2-xl", 1'557'611'200, 0, "HF gpt2-xl 1.56B (paper says 1542M, see EXPECTED.md)"},
    {"bert-base-uncased", 109'482'240, 0, "HF bert-base-uncased BertModel, 110M"},
    {"bert-large-uncased", 335'141'888, 0, "HF bert-large-uncased BertModel, 335M"},
    {"vit-base-patch16-224", 86'389'248, 0, "Dosovitskiy et al. 2021 Table 1: ViT-B 86M; HF 86.4M"},
    {"vit-huge-patch14-224-in21k", 632'404'480, 0, "Dosovitskiy et al. 2021 Table 1: ViT-H 632M"},
    {"clip-vit-large-patch14", 427'616'513, 0, "HF openai/clip-vit-large-patch14, 428M"},
    {"clip-vit-base-patch32", 151'277'313, 0, "HF openai/clip-vit-base-patch32, 151M"},
    {"llava-1.5-7b", 7'063'427'072, 0, "HF llava-hf/llava-1.5-7b-hf, 7.06B"},
    {"qwen3-0.6b", 596'049'920, 0, "HF Qwen/Qwen3-0.6B: 751,632,384 stored, the tied lm_head counted twice"},
    {"qwen3-8b", 8'190'735'360, 0, "HF Qwen/Qwen3-8B, safetensors total_size 16,381,470,720 / 2"},
    {"qwen3-32b", 32'762'123'264, 0, "HF Qwen/Qwen3-32B, total_size 65,524,246,528 / 2"},
    {"qwen3-30b-a3b", 30'532'122'624, 3'353'032'704, "HF Qwen/Qwen3-30B-A3B, total_size 61,064,245,248 / 2; 3.3B activated"},
    {"qwen3-235b-a22b", 235'093'634'560, 22'190'763'520, "HF Qwen/Qwen3-235B-A22B, total_size 470,187,269,120 / 2; 22B activated"},
    {"phi-3-mini-4k-instruct", 3'821'079'552, 0, "HF microsoft/Phi-3-mini-4k-instruct, total_size 7,642,159,104 / 2"},
    {"phi-4", 14'659'507'200, 0, "HF microsoft/phi-4, total_size 29,319,014,400 / 2"},
    {"gemma-2-9b", 9'241'705'984, 0, "HF google/gemma-2-9b, 9,241,705,984 (tied embeddings, four norms per layer)"},
    {"gemma-2-27b", 27'227'128'320, 0, "HF google/gemma-2-27b, 27,227,128,320"},
    {"mistral-nemo-instruct-2407", 12'247'782'400, 0, "HF mistralai/Mistral-Nemo-Instruct-2407, total_size 24,495,564,800 / 2"},
    // The model types added later (tests/data/hf/EXPECTED.md, "Added 2026-12"). Falcon's checkpoints store the
    // tied lm_head a second time: the Hub count is the distinct count plus vocab x hidden.
    {"falcon-7b", 6'921'720'704, 0, "tiiuae/falcon-7b model_size 7,217,189,760 = 6,921,720,704 + 65,024 x 4,544 (stored lm_head)"},
    {"falcon-7b-instruct", 6'921'720'704, 0, "in-library config of the same model (model_type falcon)"},
    {"falcon-40b", 41'303'293'952, 0, "tiiuae/falcon-40b safetensors 41,835,970,560 = 41,303,293,952 + 65,024 x 8,192"},
    {"falcon-40b-instruct-legacy", 41'303'293'952, 0, "custom-code config (RefinedWeb, n_head_kv): the same model"},
    {"falcon-180b", 178'557'088'768, 0, "tiiuae/falcon-180B 179,522,565,120 = 178,557,088,768 + 65,024 x 14,848"},
    {"gemma-2b", 2'506'172'416, 0, "keras-hub gemma_2b_en params 2,506,172,416"},
    {"gemma-7b", 8'537'680'896, 0, "keras-hub gemma_7b_en params 8,537,680,896; HF google/gemma-7b-it 8,537,680,896"},
    {"gemma-3-1b-it", 999'885'952, 0, "HF API google/gemma-3-1b-it safetensors total 999,885,952"},
    {"gemma-3-4b-it", 4'300'079'472, 0, "HF google/gemma-3-4b-it 4,300,079,472 (text, SigLIP tower, projector)"},
    {"gemma-3-12b-it", 12'187'325'040, 0, "HF google/gemma-3-12b-it 12,187,325,040"},
    {"gemma-3-27b-it", 27'432'406'640, 0, "HF google/gemma-3-27b-it 27,432,406,640; llama.cpp n_params"},
    {"internlm2-20b", 19'861'149'696, 0, "HF get_safetensors_metadata internlm2_5-20b-chat (same dimensions) 19,861,149,696"},
    {"baichuan2-7b-base", 7'505'973'248, 0, "module count; shards 15.01 GB bf16 (no exact integer published)"},
    {"baichuan2-13b-base", 13'896'668'160, 0, "module count; model card 13B (no exact integer published)"},
    {"chatglm3-6b", 6'243'584'000, 0, "model.parameters() 6,243,584,000 (the checkpoint adds a 32-element inv_freq)"},
    {"glm-4-9b-chat", 9'399'951'360, 0, "model.parameters() 9,399,951,360 (\"9.4B\")"},
    // MoE "active" here counts the input embedding and the vision tower (gpuplan's convention, as for
    // Mixtral): OpenAI's and Meta's active figures leave the input embedding out.
    {"gpt-oss-20b", 20'914'757'184, 4'187'440'704, "HF safetensors.total 20,914,757,184; card active 3.61B = 3,608,307,264 + 579,133,440 embedding"},
    {"gpt-oss-120b", 116'829'156'672, 5'711'982'912, "HF 116,829,156,672; card active 5.13B = 5,132,849,472 + 579,133,440 embedding"},
    {"llama-4-scout-17b-16e-instruct", 108'641'793'536, 18'044'827'136, "HF safetensors.total 108,641,793,536; \"17B active\" (text)"},
    {"llama-4-maverick-17b-128e-instruct", 401'583'781'376, 18'056'623'616, "HF 401,583,781,376; \"17B active\" (text)"},
    {"glm-4-9b-0414", 9'400'279'040, 0, "llama.cpp n-params 9,400,279,040 (four norms per layer)"},
    {"glm-4-32b-0414", 32'566'487'552, 0, "llama.cpp \"model params = 32.57 B\""},
    {"glm-4.5", 352'797'829'024, 33'632'266'144, "Hub 358,337,791,296 = this + MTP layer with its embedding and head; report 355B / 32B"},
    {"qwen3-1.7b", 1'720'574'976, 0, "HF Qwen/Qwen3-1.7B total_size 4,063,479,808 / 2 = 2,031,739,904 stored, the tied lm_head (151,936 x 2,048) twice"},
    {"qwen3-4b", 4'022'468'096, 0, "HF Qwen/Qwen3-4B, total_size 8,044,936,192 / 2"},
    {"qwen3-14b", 14'768'307'200, 0, "HF Qwen/Qwen3-14B, total_size 29,536,614,400 / 2"},
    {"mistral-small-24b-instruct-2501", 23'572'403'200, 0, "HF mistralai/Mistral-Small-24B-Instruct-2501, total_size 47,144,806,400 / 2"},
    // Encoder-decoders: the shared token table counts once; the decoder's layers add
    // cross-attention; the relative-position bias sits in the first layer of each stack (UMT5: all).
    {"t5-small", 60'506'624, 0, "DeepSpeed zero_to_fp32 on t5-small: total_numel=60506624; keras-hub t5_small params 60,506,624"},
    {"flan-t5-base", 247'577'856, 0, "T5X flan-t5 sizes table: base 247577856; PEFT examples print all model parameters: 247577856"},
    {"flan-t5-xxl", 11'135'332'352, 0, "T5X flan-t5 sizes table: xxl 11135332352; keras-hub t5_1.1_xxl params 11,135,332,352"},
    {"mt5-base", 582'401'280, 0, "mT5 (Xue et al. 2021) Table: Base 580M; module count with the 250,112-token untied head"},
    {"umt5-xxl", 12'972'531'712, 0, "UMT5 (Chung et al. 2023): XXL 13B; module count, a bias table in every layer"},
    {"glm-4.5-air", 106'852'251'264, 13'424'129'664, "Hub count of the Air architecture without MTP (INTELLECT-3) 106,852,251,264; report 106B / 12B"},
};

class ExactParams : public ::testing::TestWithParam<Case> {};

TEST_P(ExactParams, MatchesPublishedCount)
{
    const Case &c = GetParam();
    const ParamCount pc = countParams(testdata::hf(c.fixture));
    EXPECT_EQ(pc.total, c.total) << c.source;
    EXPECT_EQ(pc.active, c.active ? c.active : c.total) << c.source;
}

INSTANTIATE_TEST_SUITE_P(Published, ExactParams, ::testing::ValuesIn(kCases),
                         [](const auto &testInfo) {
                             std::string n = testInfo.param.fixture;
                             for (char &ch : n)
                                 if (!std::isalnum(static_cast<unsigned char>(ch)))
                                     ch = '_';
                             return n;
                         });

TEST(Params, MegatronCalibrationModels)
{
    // Korthikanti et al. 2022 Table 3 names them 22B, 175B, 530B, 1T (vocab 51200, seq 2048).
    EXPECT_EQ(countParams(testdata::preset("megatron-22b")).total, 22'074'273'792);
    EXPECT_EQ(countParams(testdata::preset("megatron-175b")).total, 174'615'846'912);
    EXPECT_EQ(countParams(testdata::preset("megatron-530b")).total, 529'600'819'200);
    EXPECT_EQ(countParams(testdata::preset("megatron-1t")).total, 1'008'038'758'400);
}

TEST(Params, APinnedArchitectureAnswersItsOwnCountAndPinsNest)
{
    // ParamsPin answers by address while it lives; any other architecture is still counted, and the
    // outer pin is back when an inner one ends (the advisor plans inside a plan).
    const Architecture llama = testdata::hf("llama-2-7b");
    const Architecture mixtral = testdata::hf("mixtral-8x7b");
    {
        const ParamsPin outer(llama);
        EXPECT_EQ(cachedParams(llama).total, 6'738'415'616);
        EXPECT_EQ(cachedParams(mixtral).total, 46'702'792'704);
        {
            const ParamsPin inner(mixtral);
            EXPECT_EQ(cachedParams(mixtral).active, 12'879'925'248);
            EXPECT_EQ(cachedParams(llama).total, 6'738'415'616);
        }
        EXPECT_EQ(cachedParams(llama).total, 6'738'415'616);
        const Architecture copy = llama;   // another object with the same fields
        EXPECT_EQ(cachedParams(copy).total, 6'738'415'616);
    }
    Architecture changed = llama;
    const ParamsPin pin(changed);
    EXPECT_EQ(cachedParams(changed).total, 6'738'415'616);
}

TEST(Params, EveryPresetMatchesItsReferenceWithinRounding)
{
    for (const ModelPreset &m : testdata::catalog().models) {
        if (!m.referenceParams)
            continue;
        const double total = static_cast<double>(countParams(m.arch).total);
        EXPECT_NEAR(total / static_cast<double>(*m.referenceParams), 1.0, 0.03) << m.id;
    }
}

TEST(Params, GpuLayoutDoesNotChangeTheCount)
{
    // The count is a property of the architecture only: the same config imported twice and the
    // preset built from the same text agree.
    EXPECT_EQ(countParams(testdata::hf("llama-2-7b")), countParams(testdata::preset("llama-2-7b")));
}

struct ScaleCase
{
    Family family;
    double params;
};

class ScaleOnly : public ::testing::TestWithParam<ScaleCase> {};

TEST_P(ScaleOnly, LandsWithinTwoPercent)
{
    const auto [family, params] = GetParam();
    auto arch = deriveFromScale(family, params);
    ASSERT_TRUE(arch) << describe(arch.issue());
    const double total = static_cast<double>(countParams(arch.value()).total);
    EXPECT_NEAR(total / params, 1.0, 0.02) << familyId(family) << " " << params;
    EXPECT_FALSE(validate(arch.value()).has_value());
}

INSTANTIATE_TEST_SUITE_P(Families, ScaleOnly,
                         ::testing::Values(ScaleCase {Family::Decoder, 1e9}, ScaleCase {Family::Decoder, 10e9},
                                           ScaleCase {Family::Decoder, 100e9}, ScaleCase {Family::Decoder, 7e9},
                                           ScaleCase {Family::Decoder, 0.1e9}, ScaleCase {Family::Decoder, 1e12},
                                           ScaleCase {Family::Moe, 47e9}, ScaleCase {Family::Moe, 1e9},
                                           ScaleCase {Family::Encoder, 0.34e9}, ScaleCase {Family::Encoder, 3e9},
                                           ScaleCase {Family::Vit, 0.632e9}, ScaleCase {Family::Vit, 2e9},
                                           ScaleCase {Family::Multimodal, 7e9}, ScaleCase {Family::Multimodal, 34e9}),
                         [](const auto &testInfo) {
                             return std::string(familyId(testInfo.param.family)) + "_" + std::to_string(static_cast<long long>(testInfo.param.params / 1e6)) + "M";
                         });

TEST(ScaleOnlyRejects, AbsurdSizesAndClip)
{
    EXPECT_FALSE(deriveFromScale(Family::Decoder, 0));
    EXPECT_FALSE(deriveFromScale(Family::Decoder, -5));
    EXPECT_FALSE(deriveFromScale(Family::Decoder, 1e15));
    EXPECT_FALSE(deriveFromScale(Family::Decoder, std::nan("")));
    auto clip = deriveFromScale(Family::Clip, 1e9);
    ASSERT_FALSE(clip);
    EXPECT_EQ(clip.issue().code, IssueCode::Unsupported);
}

TEST(Params, TenBillionDecoderInBf16IsTwentyGigabytesNotOneEightySix)
{
    // Market guides say 186 GB; 10e9 params x 2 bytes = 20 GB (18.6 GiB).
    auto arch = deriveFromScale(Family::Decoder, 10e9);
    ASSERT_TRUE(arch);
    const double gb = static_cast<double>(countParams(arch.value()).total) * 2.0 / 1e9;
    EXPECT_NEAR(gb, 20.0, 0.4);
}

} // namespace

// A projector chain ends at the text width: an edited hidden size (the Scale page's advanced fields)
// moves Gemma 3's projector with it (a code review found the chain kept the old width).
TEST(Params, ProjectorChainFollowsTheTextWidth)
{
    Architecture a = testdata::hf("gemma-3-4b-it");
    const std::int64_t before = countParams(a).visionTotal;
    a.text.hidden += 256;
    EXPECT_EQ(countParams(a).visionTotal - before, 1152 * 256);   // mm_input_projection_weight: 1,152 x h_t
}

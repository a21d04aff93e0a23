// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include "engine/hfconfig.h"
#include "testdata.h"

using namespace engine;

TEST(HfConfig, UnsupportedModelTypeIsNamed)
{
    auto r = importHfConfig(testdata::read("hf/bad-unsupported-type.json"));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.issue().code, IssueCode::UnsupportedModelType);
    EXPECT_NE(r.issue().detail.find("mamba"), std::string::npos);
}

TEST(HfConfig, MissingFieldIsNamed)
{
    auto r = importHfConfig(testdata::read("hf/bad-missing-field.json"));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.issue().code, IssueCode::MissingField);
    EXPECT_EQ(r.issue().field, "hidden_size");
}

TEST(HfConfig, MalformedJsonIsReported)
{
    auto r = importHfConfig(testdata::read("hf/bad-malformed.json"));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.issue().code, IssueCode::MalformedJson);
    // Where it breaks, as Python's json module says it of the same file ("Expecting ',' delimiter:
    // line 12 column 26"): the text ends after `"intermediate_size": 14`.
    EXPECT_EQ(r.issue().reason, IssueReason::NotValidJson);
    EXPECT_EQ(r.issue().numbers[0], 12);
    EXPECT_EQ(r.issue().numbers[1], 26);
    // An error on the first line, and one after a line break: columns count from each line's start.
    EXPECT_EQ(importHfConfig("{,}").issue().numbers[0], 1);
    EXPECT_EQ(importHfConfig("{,}").issue().numbers[1], 2);
    const Issue second = importHfConfig("{\n  \"a\": ?\n}").issue();
    EXPECT_EQ(second.numbers[0], 2);
    EXPECT_EQ(second.numbers[1], 8);
    EXPECT_EQ(importHfConfig("[1, 2]").issue().reason, IssueReason::TopLevelNotObject);
    // A missing comma is placed where Python's json module places it ("Expecting ',' delimiter: line
    // 3 column 3"), at the key the parser did not expect, not at its end (a QA pass read column 9);
    // columns count characters, not UTF-8 bytes.
    const Issue comma = importHfConfig("{\n  \"a\": 1\n  \"model\": {}\n}").issue();
    EXPECT_EQ(comma.numbers[0], 3);
    EXPECT_EQ(comma.numbers[1], 3);
    const Issue wide = importHfConfig("{\"\u540d\u5b57\": 1 \"b\": 2}").issue();   // {"名字": 1 "b": 2}
    EXPECT_EQ(wide.numbers[0], 1);
    EXPECT_EQ(wide.numbers[1], 10);
    EXPECT_EQ(importHfConfig("{\"a\": tru }").issue().numbers[1], 7);   // the bare word's first letter
}

TEST(HfConfig, HostileValues)
{
    EXPECT_FALSE(importHfConfig(""));
    EXPECT_FALSE(importHfConfig("[]"));
    EXPECT_FALSE(importHfConfig("{}"));
    EXPECT_EQ(importHfConfig("{}").issue().field, "model_type");
    EXPECT_FALSE(importHfConfig(R"({"model_type": 7})"));
    // negative, zero, fractional, absurd, wrong type
    const char *bad[] = {
        R"({"model_type":"llama","hidden_size":-4096,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":4096,"num_hidden_layers":0,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":4096.5,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":1e300,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":"4096","num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":4096,"num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":5,"intermediate_size":11008,"vocab_size":32000})",
        R"({"model_type":"llama","hidden_size":18446744073709551615,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})",
        // A negative position limit read as "no limit" (a QA pass of config.json imports).
        R"({"model_type":"llama","hidden_size":4096,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000,"max_position_embeddings":-1})",
        // ... and zero, which the tower reads as "not stated" (a QA pass served 95,739 tokens of it).
        R"({"model_type":"qwen2","hidden_size":4096,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000,"max_position_embeddings":0})",
    };
    for (const char *text : bad)
        EXPECT_FALSE(importHfConfig(text)) << text;
}

TEST(HfConfig, IntegralFloatsAreAccepted)
{
    auto r = importHfConfig(R"({"model_type":"llama","hidden_size":4096.0,"num_hidden_layers":32,"num_attention_heads":32,"intermediate_size":11008,"vocab_size":32000})");
    ASSERT_TRUE(r) << describe(r.issue());
    EXPECT_EQ(r->text.hidden, 4096);
}

TEST(HfConfig, OversizedTextIsRejectedQuickly)
{
    std::string huge(17u << 20, ' ');
    auto r = importHfConfig(huge);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.issue().code, IssueCode::OutOfRange);
}

TEST(HfConfig, ArchitectureDetails)
{
    const Architecture l3 = testdata::hf("llama-3-8b");
    EXPECT_EQ(l3.text.kvHeads, 8);      // GQA
    EXPECT_EQ(l3.text.headDim, 128);
    EXPECT_FALSE(l3.text.tiedEmbeddings);
    const Architecture ds = testdata::hf("deepseek-v3");
    ASSERT_TRUE(ds.text.mla);
    EXPECT_EQ(ds.text.mla->kvLoraRank, 512);
    ASSERT_TRUE(ds.text.moe);
    EXPECT_EQ(ds.text.moe->firstDenseLayers, 3);
    EXPECT_EQ(ds.text.moe->expertGroups, 8);     // n_group: node-limited routing (V3 report §2.1.2)
    EXPECT_EQ(ds.text.moe->groupsPerToken, 4);   // topk_group: at most 4 nodes per token
    const Architecture clip = testdata::hf("clip-vit-large-patch14");
    ASSERT_TRUE(clip.vision);
    EXPECT_EQ(clip.vision->patches(), 256);
}

// The 2026 readers refuse what transformers would refuse, naming the field (a code review found
// layer lists, MoE layer indices and head sizes accepted silently).
namespace {
std::string withField(const std::string &fixture, const std::string &key, const std::string &value)
{
    std::string text = testdata::read("hf/" + fixture + ".json");
    const std::string needle = "\"" + key + "\": ";
    const auto at = text.find(needle);
    if (at == std::string::npos)   // add it after the opening brace
        return "{" + needle + value + "," + text.substr(text.find('{') + 1);
    auto end = at + needle.size();
    int depth = 0;
    for (; end < text.size(); ++end) {
        const char c = text[end];
        if (c == '[' || c == '{')
            ++depth;
        else if (c == ']' || c == '}')
            --depth;
        if (depth < 0 || (depth == 0 && c == ','))
            break;
    }
    return text.substr(0, at) + needle + value + text.substr(end);
}

Issue issueOf(const std::string &text)
{
    auto r = importHfConfig(text);
    EXPECT_FALSE(r);
    return r ? Issue {} : r.issue();
}
} // namespace

TEST(HfConfig, NewReadersNameTheFieldTheyRefuse)
{
    EXPECT_EQ(issueOf(withField("gemma-3-1b-it", "layer_types", R"(["sliding_attention", "full_attention"])")).field, "layer_types");
    EXPECT_EQ(issueOf(withField("gpt-oss-20b", "layer_types", R"(["sliding", "full"])")).field, "layer_types");
    EXPECT_EQ(issueOf(withField("falcon-7b", "n_head", "70")).field, "n_head");   // 4544 / 70 is not whole
    EXPECT_EQ(issueOf(withField("baichuan2-7b-base", "num_attention_heads", "30")).field, "num_attention_heads");
    const std::string maverick = testdata::read("hf/llama-4-maverick-17b-128e-instruct.json");
    std::string badMoe = maverick;
    badMoe.replace(badMoe.find("\"interleave_moe_layer_step\": 2"), 30, "\"moe_layers\": [1000, 2000]");
    EXPECT_EQ(issueOf(badMoe).field, "text_config.moe_layers");
    // ChatGLM's KV-head count is multi_query_group_num; the refusal names it (it said num_key_value_heads).
    EXPECT_EQ(issueOf(withField("chatglm3-6b", "multi_query_group_num", "3")).field, "multi_query_group_num");
    // DeepSeek's group-limited routing (impossible routings transformers would fail on) names its
    // field: 256 experts in 7 groups; 4 groups of one expert for a top-8 router; 9 of 8 groups.
    EXPECT_EQ(issueOf(withField("deepseek-v3", "n_group", "7")).field, "n_group");
    EXPECT_EQ(issueOf(withField("deepseek-v3", "n_group", "256")).field, "topk_group");
    EXPECT_EQ(issueOf(withField("deepseek-v3", "topk_group", "9")).field, "topk_group");
}

// A config that states n_group but not topk_group is not limited (topk_group = n_group), and the
// greedy router of DeepSeek-V2-Lite never is.
TEST(HfConfig, GroupLimitedRoutingDefaults)
{
    std::string ds = testdata::read("hf/deepseek-v3.json");
    ds.replace(ds.find("\"topk_group\": 4,"), 16, "");
    const auto noLimit = importHfConfig(ds);
    ASSERT_TRUE(noLimit && noLimit->text.moe);
    EXPECT_EQ(noLimit->text.moe->expertGroups, 8);
    EXPECT_EQ(noLimit->text.moe->groupsPerToken, 8);
    const auto greedy = importHfConfig(withField("deepseek-v3", "topk_method", "\"greedy\""));
    ASSERT_TRUE(greedy && greedy->text.moe);
    EXPECT_EQ(greedy->text.moe->expertGroups, 1);
    EXPECT_EQ(greedy->text.moe->groupsPerToken, 1);
}

// A field a published config always states, read with transformers' default when it is absent:
// Glm4MoeConfig's first_k_dense_replace is 1 (one dense layer first), not 0.
TEST(HfConfig, Glm4MoeTakesTransformersDefaultForTheDenseLayers)
{
    std::string air = testdata::read("hf/glm-4.5-air.json");
    const auto stated = importHfConfig(air);
    air.replace(air.find("\"first_k_dense_replace\": 1,"), 28, "");
    const auto absent = importHfConfig(air);
    ASSERT_TRUE(stated && absent);
    EXPECT_EQ(countParams(*absent).total, countParams(*stated).total);
    ASSERT_TRUE(absent->text.moe);
    EXPECT_EQ(absent->text.moe->firstDenseLayers, 1);
}

// Llama 4's projector follows its own fields: fc1 from the shuffled patches (intermediate_size) to
// projector_input_dim, fc2 to projector_output_dim, linear_1 to the text width.
TEST(HfConfig, Llama4ProjectorFollowsItsFields)
{
    const std::string scout = testdata::read("hf/llama-4-scout-17b-16e-instruct.json");
    std::string narrower = scout;
    narrower.replace(narrower.find("\"projector_input_dim\": 4096"), 27, "\"projector_input_dim\": 2048");
    auto a = importHfConfig(scout), b = importHfConfig(narrower);
    ASSERT_TRUE(a && b);
    // fc1 5632 x 2048 and fc2 2048 x 4096 instead of 5632 x 4096 and 4096 x 4096.
    EXPECT_EQ(countParams(*a).total - countParams(*b).total, 5632 * 2048 + 2048 * 4096);
}

// An imported model goes by its own name where the config carries one, else its folder, else the
// file's name (a QA pass's report was titled with the file's name, "qwen72_config.json").
TEST(HfConfig, ModelNameIsTheConfigsOwnOrItsFolder)
{
    EXPECT_EQ(hfConfigModelName("/m/x/config.json", R"({"_name_or_path": "Qwen/Qwen2.5-72B-Instruct"})"), "Qwen2.5-72B-Instruct");
    EXPECT_EQ(hfConfigModelName("/m/x/config.json", R"({"_name_or_path": "Qwen/Qwen2.5-72B-Instruct/"})"), "Qwen2.5-72B-Instruct");
    EXPECT_EQ(hfConfigModelName("/m/Qwen2.5-7B/config.json", R"({"_name_or_path": ""})"), "Qwen2.5-7B");
    EXPECT_EQ(hfConfigModelName("/m/Qwen2.5-7B/config.json", "not json"), "Qwen2.5-7B");
    EXPECT_EQ(hfConfigModelName("qwen72_config.json", R"({"_name_or_path": 7})"), "qwen72_config");
}

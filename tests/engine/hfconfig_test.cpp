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
    const Architecture clip = testdata::hf("clip-vit-large-patch14");
    ASSERT_TRUE(clip.vision);
    EXPECT_EQ(clip.vision->patches(), 256);
}

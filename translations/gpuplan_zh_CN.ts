<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Ui</name>
    <message>
        <source>Blank scenario</source>
        <translation>空白场景</translation>
    </message>
    <message>
        <source>Start from Llama 2 7B pre-training and change every step yourself.</source>
        <translation>从 Llama 2 7B 预训练开始，每一步都由你自行修改。</translation>
    </message>
    <message>
        <source>1B industry model on 4–8 GPUs</source>
        <translation>在 4–8 块 GPU 上训练 1B 行业模型</translation>
    </message>
    <message>
        <source>Pre-train a 1-billion-parameter domain model on Chinchilla-optimal data with at most eight GPUs.</source>
        <translation>用最多 8 块 GPU，以 Chinchilla 最优数据量预训练一个 10 亿参数的领域模型。</translation>
    </message>
    <message>
        <source>10B model trained in a month</source>
        <translation>一个月内训练 10B 模型</translation>
    </message>
    <message>
        <source>Pre-train a 10-billion-parameter model on 200 billion tokens within 30 days.</source>
        <translation>在 30 天内用 2000 亿 token 预训练一个 100 亿参数的模型。</translation>
    </message>
    <message>
        <source>10B model served at %1 QPS</source>
        <translation>以 %1 QPS 部署 10B 模型推理</translation>
    </message>
    <message>
        <source>Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, first token within 1 s and 50 ms per output token.</source>
        <translation>以每秒 %1 个请求部署 100 亿参数模型，输入 512 token、输出 256 token，首字延迟不超过 1 秒，每个输出 token 50 毫秒。</translation>
    </message>
    <message>
        <source>70B LoRA fine-tune</source>
        <translation>70B 模型 LoRA 微调</translation>
    </message>
    <message>
        <source>Fine-tune Llama 2 70B with rank-16 LoRA adapters on 100 million tokens.</source>
        <translation>用秩为 16 的 LoRA 适配器在 1 亿 token 上微调 Llama 2 70B。</translation>
    </message>
    <message>
        <source>100B+ model on a cluster</source>
        <translation>在集群上训练 100B 以上模型</translation>
    </message>
    <message>
        <source>Pre-train GPT-3 175B on 300 billion tokens within 60 days.</source>
        <translation>在 60 天内用 3000 亿 token 预训练 GPT-3 175B。</translation>
    </message>
    <message>
        <source>MoE model served</source>
        <translation>MoE 模型推理部署</translation>
    </message>
    <message>
        <source>Serve Mixtral 8x7B at 10 requests per second with 50 ms per output token.</source>
        <translation>以每秒 10 个请求部署 Mixtral 8x7B，每个输出 token 50 毫秒。</translation>
    </message>
    <message>
        <source>Decoder LLM</source>
        <translation>解码器大语言模型</translation>
    </message>
    <message>
        <source>Mixture-of-experts LLM</source>
        <translation>混合专家（MoE）大语言模型</translation>
    </message>
    <message>
        <source>Encoder (BERT-style)</source>
        <translation>编码器（BERT 类）</translation>
    </message>
    <message>
        <source>Vision transformer</source>
        <translation>视觉 Transformer</translation>
    </message>
    <message>
        <source>CLIP image–text model</source>
        <translation>CLIP 图文模型</translation>
    </message>
    <message>
        <source>Multimodal LLM</source>
        <translation>多模态大语言模型</translation>
    </message>
    <message>
        <source>GPT, Llama, Qwen: generates text token by token; every parameter is used for every token.</source>
        <translation>GPT、Llama、通义千问：逐个 token 生成文本；每个 token 都会用到全部参数。</translation>
    </message>
    <message>
        <source>Mixtral, DeepSeek: many expert MLPs, only a few active per token; memory follows the total, compute the active parameters.</source>
        <translation>Mixtral、DeepSeek：大量专家 MLP，每个 token 只激活少数几个；显存取决于总参数量，算力取决于激活参数量。</translation>
    </message>
    <message>
        <source>BERT: reads a whole sequence at once for classification, search or embeddings; no KV cache.</source>
        <translation>BERT：一次读入整个序列，用于分类、检索或向量嵌入；没有 KV 缓存。</translation>
    </message>
    <message>
        <source>ViT: an image cut into patches, processed like a sequence of tokens.</source>
        <translation>ViT：把图像切成图块，像 token 序列一样处理。</translation>
    </message>
    <message>
        <source>CLIP: an image tower and a text tower trained to match pictures with captions.</source>
        <translation>CLIP：图像塔和文本塔联合训练，使图片与描述文字相匹配。</translation>
    </message>
    <message>
        <source>LLaVA-style: a vision encoder feeding a decoder LLM through a projector.</source>
        <translation>LLaVA 类：视觉编码器经投影层接入解码器大语言模型。</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation>推理部署</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP8 (Transformer Engine)</source>
        <translation>FP8（Transformer Engine）</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>NF4</source>
        <translation>NF4</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>No recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>No offload</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>Optimizer states to host memory</source>
        <translation>优化器状态卸载到主机内存</translation>
    </message>
    <message>
        <source>Optimizer states and parameters to host memory</source>
        <translation>优化器状态和参数卸载到主机内存</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU limit</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>tensor parallel size</source>
        <translation>张量并行规模</translation>
    </message>
    <message>
        <source>pipeline parallel size</source>
        <translation>流水线并行规模</translation>
    </message>
    <message>
        <source>data parallel size</source>
        <translation>数据并行规模</translation>
    </message>
    <message>
        <source>expert parallel size</source>
        <translation>专家并行规模</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>pipeline interleaving</source>
        <translation>流水线交错</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>QPS</source>
        <translation>QPS</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>time-to-first-token limit</source>
        <translation>首字延迟上限</translation>
    </message>
    <message>
        <source>time-per-output-token limit</source>
        <translation>每 token 输出时间上限</translation>
    </message>
    <message>
        <source>end-to-end latency limit</source>
        <translation>端到端延迟上限</translation>
    </message>
    <message>
        <source>memory fraction</source>
        <translation>显存占用比例</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>KV cache data type</source>
        <translation>KV 缓存数据类型</translation>
    </message>
    <message>
        <source>parameter count</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>model type</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>model_type</source>
        <translation>model_type</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>该文件不是有效的 JSON。</translation>
    </message>
    <message>
        <source>Missing value: %1.</source>
        <translation>缺少取值：%1。</translation>
    </message>
    <message>
        <source>Wrong kind of value: %1.</source>
        <translation>取值类型错误：%1。</translation>
    </message>
    <message>
        <source>Value out of range: %1.</source>
        <translation>取值超出范围：%1。</translation>
    </message>
    <message>
        <source>This config.json describes a model type gpuplan does not support yet.</source>
        <translation>该 config.json 描述的模型类型 gpuplan 尚不支持。</translation>
    </message>
    <message>
        <source>Unknown entry: %1.</source>
        <translation>未知条目：%1。</translation>
    </message>
    <message>
        <source>Does not divide evenly: %1.</source>
        <translation>无法整除：%1。</translation>
    </message>
    <message>
        <source>Not available for this combination: %1.</source>
        <translation>当前组合不支持：%1。</translation>
    </message>
    <message>
        <source>No layout fits: %1.</source>
        <translation>没有可容纳的并行方案：%1。</translation>
    </message>
    <message>
        <source>%1: only %2 memory headroom; allocator spikes or a longer sequence may not fit.</source>
        <translation>%1：显存余量仅 %2；分配器峰值或更长的序列可能放不下。</translation>
    </message>
    <message>
        <source>%1: tensor parallelism of %2 runs over PCIe (no NVLink), so every layer waits for slow all-reduces.</source>
        <translation>%1：%2 路张量并行走 PCIe（无 NVLink），每一层都要等待缓慢的 all-reduce。</translation>
    </message>
    <message numerus="yes">
        <source>%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter support or licence.</source>
        <translation>
            <numerusform>%1：将消费级 GPU 用于多节点训练（%n 个节点）；没有 NVLink，也没有数据中心支持和许可。</numerusform></translation>
    </message>
    <message>
        <source>%1: export controls restrict this GPU in mainland China.</source>
        <translation>%1：受出口管制，该 GPU 在中国大陆受限。</translation>
    </message>
    <message>
        <source>%1: misses the deadline; the fastest layout needs %2 days.</source>
        <translation>%1：无法按期完成；最快的方案也需要 %2 天。</translation>
    </message>
    <message>
        <source>%1: FP8 requested, but this GPU has no FP8 tensor cores; modelled at 16-bit speed.</source>
        <translation>%1：选择了 FP8，但该 GPU 没有 FP8 张量核心；按 16 位速度估算。</translation>
    </message>
    <message>
        <source>%1: nothing fits within the GPU limit of %2.</source>
        <translation>%1：在 %2 块 GPU 的上限内放不下。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout.</source>
        <translation>%1：任何并行方案都无法满足延迟要求。</translation>
    </message>
    <message>
        <source>%1: offloading to host memory makes each step %2 slower.</source>
        <translation>%1：卸载到主机内存使每步训练慢 %2。</translation>
    </message>
    <message>
        <source>%1: some specifications are estimates, not vendor figures.</source>
        <translation>%1：部分规格为估计值，并非厂商数据。</translation>
    </message>
    <message>
        <source>TP %1 · PP %2</source>
        <translation>TP %1 · PP %2</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3</source>
        <translation>TP %1 · PP %2 · DP %3</translation>
    </message>
    <message>
        <source> · EP %1</source>
        <translation> · EP %1</translation>
    </message>
    <message>
        <source> · ZeRO-%1</source>
        <translation> · ZeRO-%1</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <extracomment>gibibytes (1024³ bytes)</extracomment>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1B</source>
        <extracomment>billions of parameters, as in "7B model"</extracomment>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1M</source>
        <extracomment>millions of parameters</extracomment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1 billion tokens</source>
        <translation>%1 B token</translation>
    </message>
    <message>
        <source>%1 million tokens</source>
        <translation>%1 M token</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 千瓦</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform></translation>
    </message>
    <message>
        <source>GPUs and nodes</source>
        <translation>GPU 数与节点数</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <source>Memory used / usable per GPU</source>
        <translation>单卡显存占用 / 可用</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Requests served</source>
        <translation>处理能力</translation>
    </message>
    <message>
        <source>Throughput and MFU</source>
        <translation>吞吐量与 MFU</translation>
    </message>
    <message>
        <source>Latency (TTFT / TPOT / E2E)</source>
        <translation>延迟（首字 / 每 token / 端到端）</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行（TP）</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行（PP）</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>数据并行（DP）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GPUs = TP × PP × DP, the fewest that fit in memory and meet the deadline; nodes = ⌈GPUs ÷ GPUs per node⌉</source>
        <translation>GPU 数 = TP × PP × DP，取放得下且能按期完成的最少数量；节点数 = ⌈GPU 数 ÷ 每节点 GPU 数⌉</translation>
    </message>
    <message>
        <source>GPUs per replica (TP × PP)</source>
        <translation>每副本 GPU 数（TP × PP）</translation>
    </message>
    <message>
        <source>Target QPS</source>
        <translation>目标 QPS</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>每副本每秒请求数</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>GPUs = replicas × TP × PP; replicas = ⌈target QPS ÷ requests per second of one replica⌉</source>
        <translation>GPU 数 = 副本数 × TP × PP；副本数 = ⌈目标 QPS ÷ 单副本每秒请求数⌉</translation>
    </message>
    <message>
        <source>Layouts evaluated</source>
        <translation>已评估的方案数</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优方案</translation>
    </message>
    <message>
        <source>Runner-up step or token time</source>
        <translation>次优方案的单步或单 token 时间</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Every TP × PP × DP (× EP, ZeRO, micro-batch, recomputation) split of the GPUs is tried; the fastest that fits wins</source>
        <translation>遍历 GPU 的每一种 TP × PP × DP（× EP、ZeRO、微批次、重计算）切分；选放得下且最快的方案</translation>
    </message>
    <message>
        <source>Parameters on the fullest GPU</source>
        <translation>负载最重的 GPU 上的参数量</translation>
    </message>
    <message>
        <source>Weight bytes per parameter</source>
        <translation>每参数权重字节数</translation>
    </message>
    <message>
        <source>ZeRO stage / DP</source>
        <translation>ZeRO 阶段 / DP</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead (CUDA context, NCCL, fragmentation)</source>
        <translation>开销（CUDA 上下文、NCCL、碎片）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with ZeRO-2; optimizer = 12 bytes/param for mixed-precision Adam (÷ DP with ZeRO-1); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>权重 = 参数量 ÷ (TP·PP) × 每参数字节数（ZeRO-3 时再 ÷ DP）；梯度在 ZeRO-2 时 ÷ DP；优化器 = 混合精度 Adam 每参数 12 字节（ZeRO-1 时 ÷ DP）；激活值 = 每层 s·b·h·(34 + 5·a·s/h) ÷ TP，重计算时更少</translation>
    </message>
    <message>
        <source>Weight data type</source>
        <translation>权重数据类型</translation>
    </message>
    <message>
        <source>KV cache per token (whole model)</source>
        <translation>每 token 的 KV 缓存（整个模型）</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Usable (capacity × memory fraction)</source>
        <translation>可用（容量 × 显存占用比例）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP; usable = driver capacity × memory fraction</source>
        <translation>权重 = 参数量 × 每参数字节数 ÷ (TP·PP)；KV 缓存 = 2·L·g·d·字节数 × token 数 × 批大小 ÷ TP；可用 = 驱动报告容量 × 显存占用比例</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>每步 token 数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Matmul compute</source>
        <translation>矩阵乘计算</translation>
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定度</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed communication + pipeline bubble + optimizer; compute = (6·P + 12·L·h·s) × tokens per step ÷ (GPUs × peak × matmul efficiency)</source>
        <translation>天数 = token 数 ÷（每步 token 数 ÷ 单步时间）÷ 86 400；单步 = 计算 + 未被掩盖的通信 + 流水线气泡 + 优化器；计算 = (6·P + 12·L·h·s) × 每步 token 数 ÷（GPU 数 × 峰值算力 × 矩阵乘效率）</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每请求输出 token 数</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 输出时间</translation>
    </message>
    <message>
        <source>requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = requests per second × output tokens</source>
        <translation>每秒请求数 = 副本数 × 批大小 ÷（输出 token 数 × TPOT）；每秒 token 数 = 每秒请求数 × 输出 token 数</translation>
    </message>
    <message>
        <source>Model FLOPs per step</source>
        <translation>每步模型 FLOPs</translation>
    </message>
    <message>
        <source>Matmul efficiency</source>
        <translation>矩阵乘效率</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × GPUs × dense peak of the precision)</source>
        <translation>MFU = 每步模型 FLOPs ÷（单步时间 × GPU 数 × 该精度的稠密峰值算力）</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>首字延迟上限</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>TPOT 上限</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = (weight bytes ÷ TP + KV bytes read) ÷ (HBM bandwidth × efficiency); TTFT = prefill + one decode step; E2E = TTFT + (output tokens − 1) × TPOT</source>
        <translation>预填充 = 2·P × 输入 token 数 ÷（TP × 峰值算力 × 效率）；解码一步 =（权重字节数 ÷ TP + 读取的 KV 字节数）÷（HBM 带宽 × 效率）；首字延迟 = 预填充 + 一步解码；端到端 = 首字延迟 +（输出 token 数 − 1）× TPOT</translation>
    </message>
    <message>
        <source>TDP per GPU</source>
        <translation>单卡 TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <source>power = GPUs × TDP (GPU boards only; servers, network and cooling come on top)</source>
        <translation>功耗 = GPU 数 × TDP（仅 GPU 本身；服务器、网络和制冷另计）</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>推荐 GPU</translation>
    </message>
    <message>
        <source>recommended = the fewest GPU-hours among options that fit and meet the deadline</source>
        <translation>推荐 = 在放得下且能按期完成的方案中 GPU 时最少者</translation>
    </message>
    <message>
        <source>recommended = the fewest GPUs among options that fit and meet the latency limits</source>
        <translation>推荐 = 在放得下且满足延迟要求的方案中 GPU 最少者</translation>
    </message>
    <message>
        <source>%1 with %2: %3 per GPU (%4)</source>
        <translation>%1，%2：每卡 %3（%4）</translation>
    </message>
    <message>
        <source>Fits in usable memory.</source>
        <translation>可用显存放得下。</translation>
    </message>
    <message>
        <source>Does not fit.</source>
        <translation>放不下。</translation>
    </message>
    <message>
        <source>Best layout at this count: weights + gradients + optimizer + activations + overhead.</source>
        <translation>该数量下的最佳方案：权重 + 梯度 + 优化器 + 激活值 + 开销。</translation>
    </message>
    <message>
        <source>One replica over these GPUs: weights + KV cache + activations + overhead.</source>
        <translation>一个副本分布在这些 GPU 上：权重 + KV 缓存 + 激活值 + 开销。</translation>
    </message>
    <message>
        <source>GPU count (log₂ scale)</source>
        <translation>GPU 数量（log₂ 刻度）</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB, log scale)</source>
        <translation>单卡显存（GiB，对数刻度）</translation>
    </message>
    <message>
        <source>fits from %1</source>
        <translation>%1 起放得下</translation>
    </message>
    <message>
        <source>No chart: the scenario has issues to fix.</source>
        <translation>无图表：场景中有问题需要修正。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>单卡显存（GiB）</translation>
    </message>
    <message>
        <source>At the GPU count of each option</source>
        <translation>各方案所用的 GPU 数量下</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Total: %1 of %2 usable</source>
        <translation>合计：%1 / 可用 %2</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count serves only %2 requests per second, below the target.</source>
        <translation>%1：固定的 GPU 数量每秒只能处理 %2 个请求，低于目标。</translation>
    </message>
    <message>
        <source>%1: costs %2 of the budget limit.</source>
        <translation>%1：费用为预算上限的 %2。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The catalogue has no prices for this GPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;目录中没有该 GPU 的价格。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPU capex</source>
        <translation>GPU 采购支出</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>网络采购支出</translation>
    </message>
    <message>
        <source>Storage capex</source>
        <translation>存储采购支出</translation>
    </message>
    <message>
        <source>Rent for the job</source>
        <translation>整个任务的租用费用</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Prices dated</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>purchase = GPU + network + storage capex; rent = GPU-hours × hourly rate</source>
        <translation>采购 = GPU + 网络 + 存储的采购支出；租用 = GPU 时 × 每小时单价</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::BudgetPage</name>
    <message>
        <source>Budget</source>
        <extracomment>wizard step title: GPUs to compare and money limits</extracomment>
        <translation>预算</translation>
    </message>
    <message>
        <source>Which GPUs should be compared, and within which limits?</source>
        <translation>要比较哪些 GPU？限制条件是什么？</translation>
    </message>
    <message>
        <source>&amp;GPUs to compare:</source>
        <translation>对比的 GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>Filter by name, e.g. H100</source>
        <translation>按名称筛选，例如 H100</translation>
    </message>
    <message>
        <source>Tick every GPU to compare; the results show one column per GPU.</source>
        <translation>勾选要比较的 GPU；结果中每种 GPU 占一列。</translation>
    </message>
    <message>
        <source>%1 — %2, %3 TFLOPS BF16</source>
        <translation>%1 — %2，BF16 %3 TFLOPS</translation>
    </message>
    <message>
        <source>GPU &amp;limit:</source>
        <translation>GPU 数量上限(&amp;L)：</translation>
    </message>
    <message>
        <source>The largest number of GPUs any option may use.</source>
        <translation>任一方案最多可使用的 GPU 数量。</translation>
    </message>
    <message>
        <source>&amp;Fixed GPU count:</source>
        <translation>固定 GPU 数量(&amp;F)：</translation>
    </message>
    <message>
        <source>Find the minimum</source>
        <translation>自动求最少数量</translation>
    </message>
    <message>
        <source>Plan for exactly this many GPUs instead of searching for the fewest.</source>
        <translation>按这一确切数量规划，而不是搜索最少数量。</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>Mainland China (export controls)</source>
        <translation>中国大陆（出口管制）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) selected</source>
        <translation>
            <numerusform>已选 %n 种 GPU</numerusform></translation>
    </message>
    <message>
        <source>&amp;Purchase</source>
        <translation>采购(&amp;P)</translation>
    </message>
    <message>
        <source>R&amp;ent</source>
        <translation>租用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Budget limit:</source>
        <translation>预算上限(&amp;B)：</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Costs in the results follow this choice; the full money model (currency, power price, rent-versus-buy) gets its own page controls later.</source>
        <translation>结果中的费用按此选择计算；完整的费用模型（币种、电价、租用与采购对比）将在后续版本中提供页面设置。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelTypePage</name>
    <message>
        <source>Model Type</source>
        <extracomment>wizard step title</extracomment>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>What kind of model is it? This decides which architectures and workloads make sense.</source>
        <translation>这是哪一类模型？它决定了哪些架构和工作负载有意义。</translation>
    </message>
    <message>
        <source>&amp;Decoder LLM</source>
        <translation>解码器大语言模型(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Mixture-of-experts LLM</source>
        <translation>混合专家（MoE）大语言模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Encoder (BERT-style)</source>
        <translation>编码器（BERT 类）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Vision transformer</source>
        <translation>视觉 Transformer(&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;LIP image–text model</source>
        <translation>CLIP 图文模型(&amp;L)</translation>
    </message>
    <message>
        <source>M&amp;ultimodal LLM</source>
        <translation>多模态大语言模型(&amp;U)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PrecisionPage</name>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Number formats decide bytes per parameter and which tensor-core peak applies.</source>
        <translation>数值格式决定每个参数占多少字节，以及适用哪一档张量核心峰值算力。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理部署</translation>
    </message>
    <message>
        <source>FP&amp;32 (full precision)</source>
        <translation>FP32（全精度）(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;TF32 (FP32 storage, TF32 matmuls)</source>
        <translation>TF32（FP32 存储，TF32 矩阵乘）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;BF16 mixed precision</source>
        <translation>BF16 混合精度(&amp;B)</translation>
    </message>
    <message>
        <source>FP&amp;16 mixed precision (loss scaling)</source>
        <translation>FP16 混合精度（损失缩放）(&amp;1)</translation>
    </message>
    <message>
        <source>FP&amp;8 (Transformer Engine, Hopper and newer)</source>
        <translation>FP8（Transformer Engine，Hopper 及更新架构）(&amp;8)</translation>
    </message>
    <message>
        <source>INT8 (not for training)</source>
        <translation>INT8（不能用于训练）</translation>
    </message>
    <message>
        <source>INT4 (not for training)</source>
        <translation>INT4（不能用于训练）</translation>
    </message>
    <message>
        <source>Integer formats cannot train: gradients need a floating-point range. Train in BF16 or FP8 and quantise to INT8/INT4 for serving.</source>
        <translation>整数格式无法用于训练：梯度需要浮点数的取值范围。请用 BF16 或 FP8 训练，推理时再量化为 INT8/INT4。</translation>
    </message>
    <message>
        <source>B&amp;F16 weights</source>
        <translation>BF16 权重(&amp;F)</translation>
    </message>
    <message>
        <source>FP1&amp;6 weights</source>
        <translation>FP16 权重(&amp;6)</translation>
    </message>
    <message>
        <source>FP8 wei&amp;ghts</source>
        <translation>FP8 权重(&amp;G)</translation>
    </message>
    <message>
        <source>I&amp;NT8 weights (per-channel scales)</source>
        <translation>INT8 权重（逐通道缩放）(&amp;N)</translation>
    </message>
    <message>
        <source>INT&amp;4 weights (group-128 scales, AWQ/GPTQ)</source>
        <translation>INT4 权重（每 128 组缩放，AWQ/GPTQ）(&amp;4)</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <source>AdamW keeps an FP32 master copy and two moments: 12 bytes per parameter.</source>
        <translation>AdamW 保存一份 FP32 主权重和两个动量：每参数 12 字节。</translation>
    </message>
    <message>
        <source>Accumulate &amp;gradients in FP32</source>
        <translation>用 FP32 累加梯度(&amp;G)</translation>
    </message>
    <message>
        <source>Megatron keeps main gradients in FP32 (4 bytes per parameter instead of 2).</source>
        <translation>Megatron 以 FP32 保存主梯度（每参数 4 字节而非 2 字节）。</translation>
    </message>
    <message>
        <source>KV &amp;cache:</source>
        <translation>KV 缓存(&amp;C)：</translation>
    </message>
    <message>
        <source>The scenario is %1, so the training settings apply; the serving settings are kept for when you switch to serving on the Scenario page.</source>
        <translation>当前场景为%1，因此使用训练设置；推理设置会保留，供你在“场景”页切换到推理部署时使用。</translation>
    </message>
    <message>
        <source>The scenario is serving, so the serving settings apply; the training settings are kept for when you switch to training on the Scenario page.</source>
        <translation>当前场景为推理部署，因此使用推理设置；训练设置会保留，供你在“场景”页切换到训练时使用。</translation>
    </message>
    <message>
        <source>No FP8 tensor cores on %1: FP8 is modelled there at 16-bit speed (FP8 weights still halve the memory when serving).</source>
        <translation>%1 没有 FP8 张量核心：FP8 在这些 GPU 上按 16 位速度估算（推理时 FP8 权重仍可将显存减半）。</translation>
    </message>
    <message>
        <source>No TF32 tensor cores on %1: TF32 runs at FP32 speed there.</source>
        <translation>%1 没有 TF32 张量核心：TF32 在这些 GPU 上按 FP32 速度运行。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ResultsPage</name>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>How many GPUs of each kind, in what layout, for how long; the recommended option is highlighted.</source>
        <translation>每种 GPU 需要多少块、采用何种并行方案、需要多长时间；推荐方案已高亮显示。</translation>
    </message>
    <message>
        <source>Show the &amp;equation</source>
        <translation>显示公式(&amp;E)</translation>
    </message>
    <message>
        <source>Reveal the formula and the inputs behind the selected number. Click a row header or a cell to choose the number.</source>
        <translation>显示所选数值背后的公式和输入。点击行标题或单元格来选择数值。</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n node(s)</source>
        <translation>
            <numerusform>%1，%n 个节点</numerusform></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (±%2)</source>
        <translation>%1（±%2）</translation>
    </message>
    <message>
        <source>%1 req/s, %2 tokens/s</source>
        <translation>%1 请求/秒，%2 token/秒</translation>
    </message>
    <message>
        <source>%1 tokens/s, MFU %2</source>
        <translation>%1 token/秒，MFU %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>★ Recommended</source>
        <translation>★ 推荐</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation>无法按期完成</translation>
    </message>
    <message>
        <source>Misses the latency limits</source>
        <translation>不满足延迟要求</translation>
    </message>
    <message>
        <source>Not sold in the region</source>
        <translation>该地区无法采购</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>No plan: fix the issues shown above.</source>
        <translation>无法规划：请先修正上方列出的问题。</translation>
    </message>
    <message>
        <source>%1 does not fit within the GPU limit</source>
        <translation>%1 在 GPU 数量上限内放不下</translation>
    </message>
    <message>
        <source>%1 needs %2 and %3 GPU-hours</source>
        <translation>%1 需要 %2、%3 GPU 时</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 需要 %2</translation>
    </message>
    <message>
        <source>No option meets every goal. The table shows the closest each GPU gets; relax the deadline or latency limits, raise the GPU limit, or add GPUs with more memory.</source>
        <translation>没有方案能满足全部目标。表中列出了每种 GPU 最接近的结果；可放宽截止期限或延迟要求、提高 GPU 数量上限，或加入显存更大的 GPU。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: %2 in %n node(s) finish the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</source>
        <translation>
            <numerusform>%1 是最佳选择：%2（%n 个节点）用 %3 完成任务，共 %4 GPU 时，是满足目标的方案中最少的。其并行方案（%5）单卡显存占用 %6。</numerusform></translation>
    </message>
    <message>
        <source>For comparison, %1.</source>
        <translation>作为对比，%1。</translation>
    </message>
    <message>
        <source>%1 is the best choice: %2 serve %3 requests per second (TTFT %4, TPOT %5) with the fewest GPUs. Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳选择：%2 即可每秒处理 %3 个请求（首字延迟 %4，TPOT %5），所需 GPU 最少。每个副本采用 %6，批大小 %7，单卡显存占用 %8。</translation>
    </message>
    <message>
        <source>%1 is the best choice: %2 hold the model with the most throughput per GPU (TTFT %3, TPOT %4). The replica runs %5 with a batch of %6 and uses %7 per GPU.</source>
        <translation>%1 是最佳选择：%2 即可容纳模型，单卡吞吐量最高（首字延迟 %3，TPOT %4）。副本采用 %5，批大小 %6，单卡显存占用 %7。</translation>
    </message>
    <message>
        <source>%1 %2 (derived from the parameter count)</source>
        <translation>%1 %2（由参数量推导）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 parameters</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · 参数量 %3</translation>
    </message>
    <message>
        <source>Computed in %1 ms</source>
        <translation>计算耗时 %1 毫秒</translation>
    </message>
    <message>
        <source>Click to show the equation for this row.</source>
        <translation>点击显示该行的公式。</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Misses the QPS target</source>
        <translation>达不到 QPS 目标</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>rent %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>采购 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScalePage</name>
    <message>
        <source>Open Hugging Face config.json</source>
        <translation>打开 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>模型配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Scale</source>
        <extracomment>wizard step title: the size of the model</extracomment>
        <translation>规模</translation>
    </message>
    <message>
        <source>How big is the model? Choose a known model, give a parameter count, or load its config.json.</source>
        <translation>模型有多大？选择已知模型、输入参数量，或加载它的 config.json。</translation>
    </message>
    <message>
        <source>&amp;Preset model:</source>
        <translation>预设模型(&amp;P)：</translation>
    </message>
    <message>
        <source>Parameter &amp;count:</source>
        <translation>参数量(&amp;C)：</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> B</translation>
    </message>
    <message>
        <source>A plausible architecture is derived from the count (Llama-style widths and depths).</source>
        <translation>根据参数量推导出合理的架构（Llama 风格的宽度和深度）。</translation>
    </message>
    <message>
        <source>&amp;Hugging Face config.json:</source>
        <translation>Hugging Face config.json(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>No file loaded</source>
        <translation>未加载文件</translation>
    </message>
    <message>
        <source>You can also drop a config.json file anywhere on this page.</source>
        <translation>也可以把 config.json 文件拖放到本页任意位置。</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>&amp;Advanced architecture</source>
        <translation>高级架构设置(&amp;A)</translation>
    </message>
    <message>
        <source>Edit layers, widths and experts directly; the parameter count follows.</source>
        <translation>直接编辑层数、宽度和专家数；参数量随之更新。</translation>
    </message>
    <message>
        <source>La&amp;yers:</source>
        <translation>层数(&amp;Y)：</translation>
    </message>
    <message>
        <source>Hi&amp;dden size:</source>
        <translation>隐藏层维度(&amp;D)：</translation>
    </message>
    <message>
        <source>Attention &amp;heads:</source>
        <translation>注意力头数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <source>Head di&amp;mension:</source>
        <translation>头维度(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;FFN size:</source>
        <translation>FFN 维度(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Vocabulary:</source>
        <translation>词表大小(&amp;V)：</translation>
    </message>
    <message>
        <source>Max &amp;positions:</source>
        <translation>最大位置数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Experts:</source>
        <translation>专家数(&amp;E)：</translation>
    </message>
    <message>
        <source>Active e&amp;xperts (top-k):</source>
        <translation>激活专家数（top-k）(&amp;X)：</translation>
    </message>
    <message>
        <source>Expert FF&amp;N size:</source>
        <translation>专家 FFN 维度(&amp;N)：</translation>
    </message>
    <message>
        <source>%1 parameters (%2), %3 layers, hidden size %4, %5 attention heads (%6 KV heads), FFN %7, vocabulary %8.</source>
        <translation>参数量 %1（%2），%3 层，隐藏层维度 %4，%5 个注意力头（%6 个 KV 头），FFN %7，词表 %8。</translation>
    </message>
    <message>
        <source>%1 experts, %2 active per token: %3 active parameters.</source>
        <translation>%1 个专家，每个 token 激活 %2 个：激活参数量 %3。</translation>
    </message>
    <message>
        <source>Vision tower and projector: %1.</source>
        <translation>视觉塔与投影层：%1。</translation>
    </message>
    <message>
        <source>Derived from the parameter count.</source>
        <translation>由参数量推导。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 is too large for a config.json.</source>
        <translation>%1 太大，不像是 config.json。</translation>
    </message>
    <message>
        <source>This config.json cannot be used: %1</source>
        <translation>无法使用该 config.json：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioWizard</name>
    <message>
        <source>gpuplan — GPU planning wizard</source>
        <translation>gpuplan — GPU 规划向导</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Switch between English, Simplified and Traditional Chinese</source>
        <translation>在英文、简体中文和繁体中文之间切换</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 is not a usable scenario file: %2</source>
        <translation>%1 不是可用的场景文件：%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::StartPage</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Pick the situation closest to yours; every later step can change it.</source>
        <translation>选择最接近你情况的场景；之后的每一步都可以修改。</translation>
    </message>
    <message>
        <source>Presets cover what procurement teams and consultants ask most often. Each one fills in the model, the workload and the GPUs to compare.</source>
        <translation>预设涵盖采购团队和咨询顾问最常问到的情况。每个预设都会填好模型、工作负载和要比较的 GPU。</translation>
    </message>
    <message>
        <source>&amp;Open Saved Scenario…</source>
        <translation>打开已保存的场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Saving and opening scenario files comes in a later version.</source>
        <translation>保存和打开场景文件将在后续版本中提供。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::WorkloadPage</name>
    <message>
        <source>Scenario</source>
        <extracomment>wizard step title: what the GPUs will do (training, fine-tuning or serving)</extracomment>
        <translation>场景</translation>
    </message>
    <message>
        <source>What will the GPUs do, how much of it, and by when?</source>
        <translation>GPU 要做什么、做多少、何时完成？</translation>
    </message>
    <message>
        <source>Pr&amp;e-training</source>
        <translation>预训练(&amp;E)</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tuning</source>
        <translation>全参数微调(&amp;U)</translation>
    </message>
    <message>
        <source>Lo&amp;RA</source>
        <translation>LoRA(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;QLoRA</source>
        <translation>QLoRA(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>推理部署(&amp;S)</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>训练 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> B</translation>
    </message>
    <message>
        <source>C&amp;hinchilla-optimal (20 tokens per parameter)</source>
        <translation>Chinchilla 最优（每参数 20 个 token）(&amp;H)</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022: compute-optimal pre-training uses about 20 tokens per parameter.</source>
        <translation>Hoffmann 等 2022：算力最优的预训练约为每参数 20 个 token。</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>截止期限(&amp;D)：</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <source>With a deadline, the plan picks the fewest GPUs that finish in time.</source>
        <translation>设置截止期限后，规划会选出能按期完成的最少 GPU 数量。</translation>
    </message>
    <message>
        <source>Sequence len&amp;gth:</source>
        <translation>序列长度(&amp;G)：</translation>
    </message>
    <message>
        <source>Gl&amp;obal batch:</source>
        <translation>全局批大小(&amp;O)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>Automatic: about 4 million tokens per step for pre-training, 128 sequences for fine-tuning.</source>
        <translation>自动：预训练每步约 400 万 token，微调每步 128 条序列。</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA 秩(&amp;K)：</translation>
    </message>
    <message>
        <source>Requests per secon&amp;d (QPS):</source>
        <translation>每秒请求数（QPS）(&amp;D)：</translation>
    </message>
    <message>
        <source>One replica</source>
        <translation>单副本</translation>
    </message>
    <message>
        <source>Max &amp;context:</source>
        <translation>最大上下文(&amp;C)：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Input &amp;tokens:</source>
        <translation>输入 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>输出 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>TT&amp;FT limit:</source>
        <translation>首字延迟上限(&amp;F)：</translation>
    </message>
    <message>
        <source>Time to first token: how long a user waits before the answer starts.</source>
        <translation>首字延迟（TTFT）：用户等到回答开始输出的时间。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>TPOT &amp;limit:</source>
        <translation>每 token 输出时间上限(&amp;L)：</translation>
    </message>
    <message>
        <source>Time per output token: the streaming speed after the first token.</source>
        <translation>每 token 输出时间（TPOT）：首个 token 之后的流式输出速度。</translation>
    </message>
    <message>
        <source>End-to-end lim&amp;it:</source>
        <translation>端到端延迟上限(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU memor&amp;y fraction:</source>
        <translation>显存占用比例(&amp;Y)：</translation>
    </message>
    <message>
        <source>Share of GPU memory the serving engine may use (vLLM gpu_memory_utilization, 0.9 by default).</source>
        <translation>推理引擎可使用的显存比例（vLLM 的 gpu_memory_utilization，默认 0.9）。</translation>
    </message>
    <message>
        <source>Parallel strategy</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source>&amp;Automatic (search every layout)</source>
        <translation>自动（搜索所有方案）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Manual override</source>
        <translation>手动指定(&amp;M)</translation>
    </message>
    <message>
        <source>Tensor parallel (T&amp;P):</source>
        <translation>张量并行（TP）(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;ipeline parallel (PP):</source>
        <translation>流水线并行（PP）(&amp;I)：</translation>
    </message>
    <message>
        <source>Data parallel (DP):</source>
        <translation>数据并行（DP）：</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 阶段(&amp;Z)：</translation>
    </message>
    <message>
        <source>Re&amp;computation:</source>
        <translation>重计算(&amp;C)：</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>卸载(&amp;F)：</translation>
    </message>
    <message>
        <source>0: replicate everything</source>
        <translation>0：全部复制</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <source>2: also gradients</source>
        <translation>2：同时切分梯度</translation>
    </message>
    <message>
        <source>3: also weights (FSDP)</source>
        <translation>3：同时切分权重（FSDP）</translation>
    </message>
</context>
</TS>

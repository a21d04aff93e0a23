<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Ui</name>
    <message>
        <source>Blank scenario</source>
        <translation>空白場景</translation>
    </message>
    <message>
        <source>Start from Llama 2 7B pre-training and change every step yourself.</source>
        <translation>從 Llama 2 7B 預訓練開始，每一步都由你自行修改。</translation>
    </message>
    <message>
        <source>1B industry model on 4–8 GPUs</source>
        <translation>在 4–8 張 GPU 上訓練 1B 產業模型</translation>
    </message>
    <message>
        <source>Pre-train a 1-billion-parameter domain model on Chinchilla-optimal data with at most eight GPUs.</source>
        <translation>用最多 8 張 GPU，以 Chinchilla 最佳資料量預訓練一個 10 億參數的領域模型。</translation>
    </message>
    <message>
        <source>10B model trained in a month</source>
        <translation>一個月內訓練 10B 模型</translation>
    </message>
    <message>
        <source>Pre-train a 10-billion-parameter model on 200 billion tokens within 30 days.</source>
        <translation>在 30 天內用 2000 億 token 預訓練一個 100 億參數的模型。</translation>
    </message>
    <message>
        <source>10B model served at %1 QPS</source>
        <translation>以 %1 QPS 部署 10B 模型推論</translation>
    </message>
    <message>
        <source>Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, first token within 1 s and 50 ms per output token.</source>
        <translation>以每秒 %1 個請求部署 100 億參數模型，輸入 512 token、輸出 256 token，首字延遲不超過 1 秒，每個輸出 token 50 毫秒。</translation>
    </message>
    <message>
        <source>70B LoRA fine-tune</source>
        <translation>70B 模型 LoRA 微調</translation>
    </message>
    <message>
        <source>Fine-tune Llama 2 70B with rank-16 LoRA adapters on 100 million tokens.</source>
        <translation>用秩為 16 的 LoRA 適配器在 1 億 token 上微調 Llama 2 70B。</translation>
    </message>
    <message>
        <source>100B+ model on a cluster</source>
        <translation>在叢集上訓練 100B 以上模型</translation>
    </message>
    <message>
        <source>Pre-train GPT-3 175B on 300 billion tokens within 60 days.</source>
        <translation>在 60 天內用 3000 億 token 預訓練 GPT-3 175B。</translation>
    </message>
    <message>
        <source>MoE model served</source>
        <translation>MoE 模型推論部署</translation>
    </message>
    <message>
        <source>Serve Mixtral 8x7B at 10 requests per second with 50 ms per output token.</source>
        <translation>以每秒 10 個請求部署 Mixtral 8x7B，每個輸出 token 50 毫秒。</translation>
    </message>
    <message>
        <source>Decoder LLM</source>
        <translation>解碼器大語言模型</translation>
    </message>
    <message>
        <source>Mixture-of-experts LLM</source>
        <translation>混合專家（MoE）大語言模型</translation>
    </message>
    <message>
        <source>Encoder (BERT-style)</source>
        <translation>編碼器（BERT 類）</translation>
    </message>
    <message>
        <source>Vision transformer</source>
        <translation>視覺 Transformer</translation>
    </message>
    <message>
        <source>CLIP image–text model</source>
        <translation>CLIP 圖文模型</translation>
    </message>
    <message>
        <source>Multimodal LLM</source>
        <translation>多模態大語言模型</translation>
    </message>
    <message>
        <source>GPT, Llama, Qwen: generates text token by token; every parameter is used for every token.</source>
        <translation>GPT、Llama、通義千問：逐個 token 生成文字；每個 token 都會用到全部參數。</translation>
    </message>
    <message>
        <source>Mixtral, DeepSeek: many expert MLPs, only a few active per token; memory follows the total, compute the active parameters.</source>
        <translation>Mixtral、DeepSeek：大量專家 MLP，每個 token 只啟用少數幾個；記憶體取決於總參數量，算力取決於啟用參數量。</translation>
    </message>
    <message>
        <source>BERT: reads a whole sequence at once for classification, search or embeddings; no KV cache.</source>
        <translation>BERT：一次讀入整個序列，用於分類、檢索或向量嵌入；沒有 KV 快取。</translation>
    </message>
    <message>
        <source>ViT: an image cut into patches, processed like a sequence of tokens.</source>
        <translation>ViT：把影像切成圖塊，像 token 序列一樣處理。</translation>
    </message>
    <message>
        <source>CLIP: an image tower and a text tower trained to match pictures with captions.</source>
        <translation>CLIP：影像塔和文字塔聯合訓練，使圖片與描述文字相匹配。</translation>
    </message>
    <message>
        <source>LLaVA-style: a vision encoder feeding a decoder LLM through a projector.</source>
        <translation>LLaVA 類：視覺編碼器經投影層接入解碼器大語言模型。</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微調</translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation>推論部署</translation>
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
        <translation>帶動量的 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>No recomputation</source>
        <translation>不重新計算</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>選擇性重新計算</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>完全重新計算</translation>
    </message>
    <message>
        <source>No offload</source>
        <translation>不卸載</translation>
    </message>
    <message>
        <source>Optimizer states to host memory</source>
        <translation>最佳化器狀態卸載到主機記憶體</translation>
    </message>
    <message>
        <source>Optimizer states and parameters to host memory</source>
        <translation>最佳化器狀態和參數卸載到主機記憶體</translation>
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
        <translation>GPU 數量上限</translation>
    </message>
    <message>
        <source>network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>tensor parallel size</source>
        <translation>張量平行規模</translation>
    </message>
    <message>
        <source>pipeline parallel size</source>
        <translation>管線平行規模</translation>
    </message>
    <message>
        <source>data parallel size</source>
        <translation>資料平行規模</translation>
    </message>
    <message>
        <source>expert parallel size</source>
        <translation>專家平行規模</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 階段</translation>
    </message>
    <message>
        <source>pipeline interleaving</source>
        <translation>管線交錯</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全域批次</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>訓練 token 數</translation>
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
        <translation>批次大小</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>上下文長度</translation>
    </message>
    <message>
        <source>QPS</source>
        <translation>QPS</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>輸入 token 數</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>time-to-first-token limit</source>
        <translation>首字延遲上限</translation>
    </message>
    <message>
        <source>time-per-output-token limit</source>
        <translation>每 token 輸出時間上限</translation>
    </message>
    <message>
        <source>end-to-end latency limit</source>
        <translation>端到端延遲上限</translation>
    </message>
    <message>
        <source>memory fraction</source>
        <translation>記憶體使用比例</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>KV cache data type</source>
        <translation>KV 快取資料型別</translation>
    </message>
    <message>
        <source>parameter count</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>model type</source>
        <translation>模型型別</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隱藏層維度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 維度</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>詞彙表大小</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>頭維度</translation>
    </message>
    <message>
        <source>model_type</source>
        <translation>model_type</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>該檔案不是有效的 JSON。</translation>
    </message>
    <message>
        <source>Missing value: %1.</source>
        <translation>缺少取值：%1。</translation>
    </message>
    <message>
        <source>Wrong kind of value: %1.</source>
        <translation>取值型別錯誤：%1。</translation>
    </message>
    <message>
        <source>Value out of range: %1.</source>
        <translation>取值超出範圍：%1。</translation>
    </message>
    <message>
        <source>This config.json describes a model type gpuplan does not support yet.</source>
        <translation>該 config.json 描述的模型型別 gpuplan 尚不支援。</translation>
    </message>
    <message>
        <source>Unknown entry: %1.</source>
        <translation>未知條目：%1。</translation>
    </message>
    <message>
        <source>Does not divide evenly: %1.</source>
        <translation>無法整除：%1。</translation>
    </message>
    <message>
        <source>Not available for this combination: %1.</source>
        <translation>目前組合不支援：%1。</translation>
    </message>
    <message>
        <source>No layout fits: %1.</source>
        <translation>沒有可容納的平行方案：%1。</translation>
    </message>
    <message>
        <source>%1: only %2 memory headroom; allocator spikes or a longer sequence may not fit.</source>
        <translation>%1：記憶體餘量僅 %2；記憶體配置器峰值或更長的序列可能放不下。</translation>
    </message>
    <message>
        <source>%1: tensor parallelism of %2 runs over PCIe (no NVLink), so every layer waits for slow all-reduces.</source>
        <translation>%1：%2 路張量平行走 PCIe（無 NVLink），每一層都要等待緩慢的 all-reduce。</translation>
    </message>
    <message numerus="yes">
        <source>%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter support or licence.</source>
        <translation>
            <numerusform>%1：將消費級 GPU 用於多節點訓練（%n 個節點）；沒有 NVLink，也沒有資料中心支援和許可。</numerusform></translation>
    </message>
    <message>
        <source>%1: export controls restrict this GPU in mainland China.</source>
        <translation>%1：受出口管制，該 GPU 在中國大陸受限。</translation>
    </message>
    <message>
        <source>%1: misses the deadline; the fastest layout needs %2 days.</source>
        <translation>%1：無法按期完成；最快的方案也需要 %2 天。</translation>
    </message>
    <message>
        <source>%1: FP8 requested, but this GPU has no FP8 tensor cores; modelled at 16-bit speed.</source>
        <translation>%1：選擇了 FP8，但該 GPU 沒有 FP8 Tensor Core；按 16 位速度估算。</translation>
    </message>
    <message>
        <source>%1: nothing fits within the GPU limit of %2.</source>
        <translation>%1：在 %2 張 GPU 的上限內放不下。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout.</source>
        <translation>%1：任何平行方案都無法滿足延遲要求。</translation>
    </message>
    <message>
        <source>%1: offloading to host memory makes each step %2 slower.</source>
        <translation>%1：卸載到主機記憶體使每步訓練慢 %2。</translation>
    </message>
    <message>
        <source>%1: some specifications are estimates, not vendor figures.</source>
        <translation>%1：部分規格為估計值，並非廠商資料。</translation>
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
        <translation>%1 位元組</translation>
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
        <translation>%1 小時</translation>
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
            <numerusform>%n 張 GPU</numerusform></translation>
    </message>
    <message>
        <source>GPUs and nodes</source>
        <translation>GPU 數與節點數</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>平行方案</translation>
    </message>
    <message>
        <source>Memory used / usable per GPU</source>
        <translation>單卡記憶體佔用 / 可用</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>訓練時長</translation>
    </message>
    <message>
        <source>Requests served</source>
        <translation>處理能力</translation>
    </message>
    <message>
        <source>Throughput and MFU</source>
        <translation>吞吐量與 MFU</translation>
    </message>
    <message>
        <source>Latency (TTFT / TPOT / E2E)</source>
        <translation>延遲（首字 / 每 token / 端到端）</translation>
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
        <translation>結論</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>張量平行（TP）</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>管線平行（PP）</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>資料平行（DP）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每節點 GPU 數</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>GPUs = TP × PP × DP, the fewest that fit in memory and meet the deadline; nodes = ⌈GPUs ÷ GPUs per node⌉</source>
        <translation>GPU 數 = TP × PP × DP，取放得下且能按期完成的最少數量；節點數 = ⌈GPU 數 ÷ 每節點 GPU 數⌉</translation>
    </message>
    <message>
        <source>GPUs per replica (TP × PP)</source>
        <translation>每副本 GPU 數（TP × PP）</translation>
    </message>
    <message>
        <source>Target QPS</source>
        <translation>目標 QPS</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>每副本每秒請求數</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>GPUs = replicas × TP × PP; replicas = ⌈target QPS ÷ requests per second of one replica⌉</source>
        <translation>GPU 數 = 副本數 × TP × PP；副本數 = ⌈目標 QPS ÷ 單副本每秒請求數⌉</translation>
    </message>
    <message>
        <source>Layouts evaluated</source>
        <translation>已評估的方案數</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次優方案</translation>
    </message>
    <message>
        <source>Runner-up step or token time</source>
        <translation>次優方案的單步或單 token 時間</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重新計算</translation>
    </message>
    <message>
        <source>Every TP × PP × DP (× EP, ZeRO, micro-batch, recomputation) split of the GPUs is tried; the fastest that fits wins</source>
        <translation>遍歷 GPU 的每一種 TP × PP × DP（× EP、ZeRO、微批次、重新計算）切分；選放得下且最快的方案</translation>
    </message>
    <message>
        <source>Parameters on the fullest GPU</source>
        <translation>負載最重的 GPU 上的參數量</translation>
    </message>
    <message>
        <source>Weight bytes per parameter</source>
        <translation>每參數權重位元組數</translation>
    </message>
    <message>
        <source>ZeRO stage / DP</source>
        <translation>ZeRO 階段 / DP</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead (CUDA context, NCCL, fragmentation)</source>
        <translation>開銷（CUDA 上下文、NCCL、碎片化）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with ZeRO-2; optimizer = 12 bytes/param for mixed-precision Adam (÷ DP with ZeRO-1); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>權重 = 參數量 ÷ (TP·PP) × 每參數位元組數（ZeRO-3 時再 ÷ DP）；梯度在 ZeRO-2 時 ÷ DP；最佳化器 = 混合精度 Adam 每參數 12 位元組（ZeRO-1 時 ÷ DP）；激活值 = 每層 s·b·h·(34 + 5·a·s/h) ÷ TP，重新計算時更少</translation>
    </message>
    <message>
        <source>Weight data type</source>
        <translation>權重資料型別</translation>
    </message>
    <message>
        <source>KV cache per token (whole model)</source>
        <translation>每 token 的 KV 快取（整個模型）</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每副本批次大小</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Usable (capacity × memory fraction)</source>
        <translation>可用（容量 × 記憶體使用比例）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP; usable = driver capacity × memory fraction</source>
        <translation>權重 = 參數量 × 每參數位元組數 ÷ (TP·PP)；KV 快取 = 2·L·g·d·位元組數 × token 數 × 批次大小 ÷ TP；可用 = 驅動報告容量 × 記憶體使用比例</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>每步 token 數</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>單步時間</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Matmul compute</source>
        <translation>矩陣乘法計算</translation>
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation>張量平行通訊</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>管線氣泡</translation>
    </message>
    <message>
        <source>Data-parallel communication</source>
        <translation>資料平行通訊</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 時</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不確定度</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed communication + pipeline bubble + optimizer; compute = (6·P + 12·L·h·s) × tokens per step ÷ (GPUs × peak × matmul efficiency)</source>
        <translation>天數 = token 數 ÷（每步 token 數 ÷ 單步時間）÷ 86 400；單步 = 計算 + 未被掩蓋的通訊 + 管線氣泡 + 最佳化器；計算 = (6·P + 12·L·h·s) × 每步 token 數 ÷（GPU 數 × 峰值算力 × 矩陣乘法效率）</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每請求輸出 token 數</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 輸出時間</translation>
    </message>
    <message>
        <source>requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = requests per second × output tokens</source>
        <translation>每秒請求數 = 副本數 × 批次大小 ÷（輸出 token 數 × TPOT）；每秒 token 數 = 每秒請求數 × 輸出 token 數</translation>
    </message>
    <message>
        <source>Model FLOPs per step</source>
        <translation>每步模型 FLOPs</translation>
    </message>
    <message>
        <source>Matmul efficiency</source>
        <translation>矩陣乘法效率</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × GPUs × dense peak of the precision)</source>
        <translation>MFU = 每步模型 FLOPs ÷（單步時間 × GPU 數 × 該精度的稠密峰值算力）</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 頻寬</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>首字延遲上限</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>TPOT 上限</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>輸入 token 數</translation>
    </message>
    <message>
        <source>prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = (weight bytes ÷ TP + KV bytes read) ÷ (HBM bandwidth × efficiency); TTFT = prefill + one decode step; E2E = TTFT + (output tokens − 1) × TPOT</source>
        <translation>預填充 = 2·P × 輸入 token 數 ÷（TP × 峰值算力 × 效率）；解碼一步 =（權重位元組數 ÷ TP + 讀取的 KV 位元組數）÷（HBM 頻寬 × 效率）；首字延遲 = 預填充 + 一步解碼；端到端 = 首字延遲 +（輸出 token 數 − 1）× TPOT</translation>
    </message>
    <message>
        <source>TDP per GPU</source>
        <translation>單卡 TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <source>power = GPUs × TDP (GPU boards only; servers, network and cooling come on top)</source>
        <translation>功耗 = GPU 數 × TDP（僅 GPU 本身；伺服器、網路和製冷另計）</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>推薦 GPU</translation>
    </message>
    <message>
        <source>recommended = the fewest GPU-hours among options that fit and meet the deadline</source>
        <translation>推薦 = 在放得下且能按期完成的方案中 GPU 時最少者</translation>
    </message>
    <message>
        <source>recommended = the fewest GPUs among options that fit and meet the latency limits</source>
        <translation>推薦 = 在放得下且滿足延遲要求的方案中 GPU 最少者</translation>
    </message>
    <message>
        <source>%1 with %2: %3 per GPU (%4)</source>
        <translation>%1，%2：每卡 %3（%4）</translation>
    </message>
    <message>
        <source>Fits in usable memory.</source>
        <translation>可用記憶體放得下。</translation>
    </message>
    <message>
        <source>Does not fit.</source>
        <translation>放不下。</translation>
    </message>
    <message>
        <source>Best layout at this count: weights + gradients + optimizer + activations + overhead.</source>
        <translation>該數量下的最佳方案：權重 + 梯度 + 最佳化器 + 激活值 + 開銷。</translation>
    </message>
    <message>
        <source>One replica over these GPUs: weights + KV cache + activations + overhead.</source>
        <translation>一個副本分佈在這些 GPU 上：權重 + KV 快取 + 激活值 + 開銷。</translation>
    </message>
    <message>
        <source>GPU count (log₂ scale)</source>
        <translation>GPU 數量（log₂ 刻度）</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB, log scale)</source>
        <translation>單卡記憶體（GiB，對數刻度）</translation>
    </message>
    <message>
        <source>fits from %1</source>
        <translation>%1 起放得下</translation>
    </message>
    <message>
        <source>No chart: the scenario has issues to fix.</source>
        <translation>無圖表：場景中有問題需要修正。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在計算…</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>開銷</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>單卡記憶體（GiB）</translation>
    </message>
    <message>
        <source>At the GPU count of each option</source>
        <translation>各方案所用的 GPU 數量下</translation>
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
        <translation>合計：%1 / 可用 %2</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count serves only %2 requests per second, below the target.</source>
        <translation>%1：固定的 GPU 數量每秒只能處理 %2 個請求，低於目標。</translation>
    </message>
    <message>
        <source>%1: costs %2 of the budget limit.</source>
        <translation>%1：費用為預算上限的 %2。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The catalogue has no prices for this GPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;目錄中沒有該 GPU 的價格。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPU capex</source>
        <translation>GPU 採購支出</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>網路採購支出</translation>
    </message>
    <message>
        <source>Storage capex</source>
        <translation>儲存採購支出</translation>
    </message>
    <message>
        <source>Rent for the job</source>
        <translation>整個任務的租用費用</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣種</translation>
    </message>
    <message>
        <source>Prices dated</source>
        <translation>價格日期</translation>
    </message>
    <message>
        <source>purchase = GPU + network + storage capex; rent = GPU-hours × hourly rate</source>
        <translation>採購 = GPU + 網路 + 儲存的採購支出；租用 = GPU 時 × 每小時單價</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::BudgetPage</name>
    <message>
        <source>Budget</source>
        <extracomment>wizard step title: GPUs to compare and money limits</extracomment>
        <translation>預算</translation>
    </message>
    <message>
        <source>Which GPUs should be compared, and within which limits?</source>
        <translation>要比較哪些 GPU？限制條件是什麼？</translation>
    </message>
    <message>
        <source>&amp;GPUs to compare:</source>
        <translation>對比的 GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>Filter by name, e.g. H100</source>
        <translation>按名稱篩選，例如 H100</translation>
    </message>
    <message>
        <source>Tick every GPU to compare; the results show one column per GPU.</source>
        <translation>勾選要比較的 GPU；結果中每種 GPU 佔一列。</translation>
    </message>
    <message>
        <source>%1 — %2, %3 TFLOPS BF16</source>
        <translation>%1 — %2，BF16 %3 TFLOPS</translation>
    </message>
    <message>
        <source>GPU &amp;limit:</source>
        <translation>GPU 數量上限(&amp;L)：</translation>
    </message>
    <message>
        <source>The largest number of GPUs any option may use.</source>
        <translation>任一方案最多可使用的 GPU 數量。</translation>
    </message>
    <message>
        <source>&amp;Fixed GPU count:</source>
        <translation>固定 GPU 數量(&amp;F)：</translation>
    </message>
    <message>
        <source>Find the minimum</source>
        <translation>自動求最少數量</translation>
    </message>
    <message>
        <source>Plan for exactly this many GPUs instead of searching for the fewest.</source>
        <translation>按這一確切數量規劃，而不是搜尋最少數量。</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地區(&amp;R)：</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>Mainland China (export controls)</source>
        <translation>中國大陸（出口管制）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) selected</source>
        <translation>
            <numerusform>已選 %n 種 GPU</numerusform></translation>
    </message>
    <message>
        <source>&amp;Purchase</source>
        <translation>採購(&amp;P)</translation>
    </message>
    <message>
        <source>R&amp;ent</source>
        <translation>租用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Budget limit:</source>
        <translation>預算上限(&amp;B)：</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Costs in the results follow this choice; the full money model (currency, power price, rent-versus-buy) gets its own page controls later.</source>
        <translation>結果中的費用按此選擇計算；完整的費用模型（幣種、電價、租用與採購對比）將在後續版本中提供頁面設定。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelTypePage</name>
    <message>
        <source>Model Type</source>
        <extracomment>wizard step title</extracomment>
        <translation>模型型別</translation>
    </message>
    <message>
        <source>What kind of model is it? This decides which architectures and workloads make sense.</source>
        <translation>這是哪一類模型？它決定了哪些架構和工作負載有意義。</translation>
    </message>
    <message>
        <source>&amp;Decoder LLM</source>
        <translation>解碼器大語言模型(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Mixture-of-experts LLM</source>
        <translation>混合專家（MoE）大語言模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Encoder (BERT-style)</source>
        <translation>編碼器（BERT 類）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Vision transformer</source>
        <translation>視覺 Transformer(&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;LIP image–text model</source>
        <translation>CLIP 圖文模型(&amp;L)</translation>
    </message>
    <message>
        <source>M&amp;ultimodal LLM</source>
        <translation>多模態大語言模型(&amp;U)</translation>
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
        <translation>數值格式決定每個參數佔多少位元組，以及適用哪一檔 Tensor Core 峰值算力。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推論部署</translation>
    </message>
    <message>
        <source>FP&amp;32 (full precision)</source>
        <translation>FP32（全精度）(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;TF32 (FP32 storage, TF32 matmuls)</source>
        <translation>TF32（FP32 儲存，TF32 矩陣乘法）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;BF16 mixed precision</source>
        <translation>BF16 混合精度(&amp;B)</translation>
    </message>
    <message>
        <source>FP&amp;16 mixed precision (loss scaling)</source>
        <translation>FP16 混合精度（損失縮放）(&amp;1)</translation>
    </message>
    <message>
        <source>FP&amp;8 (Transformer Engine, Hopper and newer)</source>
        <translation>FP8（Transformer Engine，Hopper 及更新架構）(&amp;8)</translation>
    </message>
    <message>
        <source>INT8 (not for training)</source>
        <translation>INT8（不能用於訓練）</translation>
    </message>
    <message>
        <source>INT4 (not for training)</source>
        <translation>INT4（不能用於訓練）</translation>
    </message>
    <message>
        <source>Integer formats cannot train: gradients need a floating-point range. Train in BF16 or FP8 and quantise to INT8/INT4 for serving.</source>
        <translation>整數格式無法用於訓練：梯度需要浮點數的取值範圍。請用 BF16 或 FP8 訓練，推論時再量化為 INT8/INT4。</translation>
    </message>
    <message>
        <source>B&amp;F16 weights</source>
        <translation>BF16 權重(&amp;F)</translation>
    </message>
    <message>
        <source>FP1&amp;6 weights</source>
        <translation>FP16 權重(&amp;6)</translation>
    </message>
    <message>
        <source>FP8 wei&amp;ghts</source>
        <translation>FP8 權重(&amp;G)</translation>
    </message>
    <message>
        <source>I&amp;NT8 weights (per-channel scales)</source>
        <translation>INT8 權重（逐通道縮放）(&amp;N)</translation>
    </message>
    <message>
        <source>INT&amp;4 weights (group-128 scales, AWQ/GPTQ)</source>
        <translation>INT4 權重（每 128 組縮放，AWQ/GPTQ）(&amp;4)</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>最佳化器(&amp;O)：</translation>
    </message>
    <message>
        <source>AdamW keeps an FP32 master copy and two moments: 12 bytes per parameter.</source>
        <translation>AdamW 儲存一份 FP32 主權重和兩個動量：每參數 12 位元組。</translation>
    </message>
    <message>
        <source>Accumulate &amp;gradients in FP32</source>
        <translation>用 FP32 累加梯度(&amp;G)</translation>
    </message>
    <message>
        <source>Megatron keeps main gradients in FP32 (4 bytes per parameter instead of 2).</source>
        <translation>Megatron 以 FP32 儲存主梯度（每參數 4 位元組而非 2 位元組）。</translation>
    </message>
    <message>
        <source>KV &amp;cache:</source>
        <translation>KV 快取(&amp;C)：</translation>
    </message>
    <message>
        <source>The scenario is %1, so the training settings apply; the serving settings are kept for when you switch to serving on the Scenario page.</source>
        <translation>目前場景為%1，因此使用訓練設定；推論設定會保留，供你在「場景」頁切換到推論部署時使用。</translation>
    </message>
    <message>
        <source>The scenario is serving, so the serving settings apply; the training settings are kept for when you switch to training on the Scenario page.</source>
        <translation>目前場景為推論部署，因此使用推論設定；訓練設定會保留，供你在「場景」頁切換到訓練時使用。</translation>
    </message>
    <message>
        <source>No FP8 tensor cores on %1: FP8 is modelled there at 16-bit speed (FP8 weights still halve the memory when serving).</source>
        <translation>%1 沒有 FP8 Tensor Core：FP8 在這些 GPU 上按 16 位速度估算（推論時 FP8 權重仍可將記憶體減半）。</translation>
    </message>
    <message>
        <source>No TF32 tensor cores on %1: TF32 runs at FP32 speed there.</source>
        <translation>%1 沒有 TF32 Tensor Core：TF32 在這些 GPU 上按 FP32 速度執行。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ResultsPage</name>
    <message>
        <source>Computing…</source>
        <translation>正在計算…</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>How many GPUs of each kind, in what layout, for how long; the recommended option is highlighted.</source>
        <translation>每種 GPU 需要多少張、採用何種平行方案、需要多長時間；推薦方案已醒目標示。</translation>
    </message>
    <message>
        <source>Show the &amp;equation</source>
        <translation>顯示公式(&amp;E)</translation>
    </message>
    <message>
        <source>Reveal the formula and the inputs behind the selected number. Click a row header or a cell to choose the number.</source>
        <translation>顯示所選數值背後的公式和輸入。點選行標題或單元格來選擇數值。</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n node(s)</source>
        <translation>
            <numerusform>%1，%n 個節點</numerusform></translation>
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
        <translation>%1 請求/秒，%2 token/秒</translation>
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
        <translation>★ 推薦</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation>無法按期完成</translation>
    </message>
    <message>
        <source>Misses the latency limits</source>
        <translation>不滿足延遲要求</translation>
    </message>
    <message>
        <source>Not sold in the region</source>
        <translation>該地區無法採購</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>No plan: fix the issues shown above.</source>
        <translation>無法規劃：請先修正上方列出的問題。</translation>
    </message>
    <message>
        <source>%1 does not fit within the GPU limit</source>
        <translation>%1 在 GPU 數量上限內放不下</translation>
    </message>
    <message>
        <source>%1 needs %2 and %3 GPU-hours</source>
        <translation>%1 需要 %2、%3 GPU 時</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 需要 %2</translation>
    </message>
    <message>
        <source>No option meets every goal. The table shows the closest each GPU gets; relax the deadline or latency limits, raise the GPU limit, or add GPUs with more memory.</source>
        <translation>沒有方案能滿足全部目標。表中列出了每種 GPU 最接近的結果；可放寬截止期限或延遲要求、提高 GPU 數量上限，或加入記憶體更大的 GPU。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: %2 in %n node(s) finish the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</source>
        <translation>
            <numerusform>%1 是最佳選擇：%2（%n 個節點）用 %3 完成任務，共 %4 GPU 時，是滿足目標的方案中最少的。其平行方案（%5）單卡記憶體佔用 %6。</numerusform></translation>
    </message>
    <message>
        <source>For comparison, %1.</source>
        <translation>作為對比，%1。</translation>
    </message>
    <message>
        <source>%1 is the best choice: %2 serve %3 requests per second (TTFT %4, TPOT %5) with the fewest GPUs. Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳選擇：%2 即可每秒處理 %3 個請求（首字延遲 %4，TPOT %5），所需 GPU 最少。每個副本採用 %6，批次大小 %7，單卡記憶體佔用 %8。</translation>
    </message>
    <message>
        <source>%1 is the best choice: %2 hold the model with the most throughput per GPU (TTFT %3, TPOT %4). The replica runs %5 with a batch of %6 and uses %7 per GPU.</source>
        <translation>%1 是最佳選擇：%2 即可容納模型，單卡吞吐量最高（首字延遲 %3，TPOT %4）。副本採用 %5，批次大小 %6，單卡記憶體佔用 %7。</translation>
    </message>
    <message>
        <source>%1 %2 (derived from the parameter count)</source>
        <translation>%1 %2（由參數量推導）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 parameters</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · 參數量 %3</translation>
    </message>
    <message>
        <source>Computed in %1 ms</source>
        <translation>計算耗時 %1 毫秒</translation>
    </message>
    <message>
        <source>Click to show the equation for this row.</source>
        <translation>點選顯示該行的公式。</translation>
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
        <translation>達不到 QPS 目標</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>無價格</translation>
    </message>
    <message>
        <source>rent %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>採購 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScalePage</name>
    <message>
        <source>Open Hugging Face config.json</source>
        <translation>開啟 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>模型設定檔 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Scale</source>
        <extracomment>wizard step title: the size of the model</extracomment>
        <translation>規模</translation>
    </message>
    <message>
        <source>How big is the model? Choose a known model, give a parameter count, or load its config.json.</source>
        <translation>模型有多大？選擇已知模型、輸入參數量，或載入它的 config.json。</translation>
    </message>
    <message>
        <source>&amp;Preset model:</source>
        <translation>常見模型(&amp;P)：</translation>
    </message>
    <message>
        <source>Parameter &amp;count:</source>
        <translation>參數量(&amp;C)：</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> B</translation>
    </message>
    <message>
        <source>A plausible architecture is derived from the count (Llama-style widths and depths).</source>
        <translation>根據參數量推導出合理的架構（Llama 風格的寬度和深度）。</translation>
    </message>
    <message>
        <source>&amp;Hugging Face config.json:</source>
        <translation>Hugging Face config.json(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>瀏覽(&amp;B)…</translation>
    </message>
    <message>
        <source>No file loaded</source>
        <translation>未載入檔案</translation>
    </message>
    <message>
        <source>You can also drop a config.json file anywhere on this page.</source>
        <translation>也可以把 config.json 檔案拖放到本頁任意位置。</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <source>&amp;Advanced architecture</source>
        <translation>進階架構設定(&amp;A)</translation>
    </message>
    <message>
        <source>Edit layers, widths and experts directly; the parameter count follows.</source>
        <translation>直接編輯層數、寬度和專家數；參數量隨之更新。</translation>
    </message>
    <message>
        <source>La&amp;yers:</source>
        <translation>層數(&amp;Y)：</translation>
    </message>
    <message>
        <source>Hi&amp;dden size:</source>
        <translation>隱藏層維度(&amp;D)：</translation>
    </message>
    <message>
        <source>Attention &amp;heads:</source>
        <translation>注意力頭數(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>KV 頭數(&amp;K)：</translation>
    </message>
    <message>
        <source>Head di&amp;mension:</source>
        <translation>頭維度(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;FFN size:</source>
        <translation>FFN 維度(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Vocabulary:</source>
        <translation>詞彙表大小(&amp;V)：</translation>
    </message>
    <message>
        <source>Max &amp;positions:</source>
        <translation>最大位置數(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Experts:</source>
        <translation>專家數(&amp;E)：</translation>
    </message>
    <message>
        <source>Active e&amp;xperts (top-k):</source>
        <translation>啟用專家數（top-k）(&amp;X)：</translation>
    </message>
    <message>
        <source>Expert FF&amp;N size:</source>
        <translation>專家 FFN 維度(&amp;N)：</translation>
    </message>
    <message>
        <source>%1 parameters (%2), %3 layers, hidden size %4, %5 attention heads (%6 KV heads), FFN %7, vocabulary %8.</source>
        <translation>參數量 %1（%2），%3 層，隱藏層維度 %4，%5 個注意力頭（%6 個 KV 頭），FFN %7，詞彙表 %8。</translation>
    </message>
    <message>
        <source>%1 experts, %2 active per token: %3 active parameters.</source>
        <translation>%1 個專家，每個 token 啟用 %2 個：啟用參數量 %3。</translation>
    </message>
    <message>
        <source>Vision tower and projector: %1.</source>
        <translation>視覺塔與投影層：%1。</translation>
    </message>
    <message>
        <source>Derived from the parameter count.</source>
        <translation>由參數量推導。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>無法讀取 %1。</translation>
    </message>
    <message>
        <source>%1 is too large for a config.json.</source>
        <translation>%1 太大，不像是 config.json。</translation>
    </message>
    <message>
        <source>This config.json cannot be used: %1</source>
        <translation>無法使用該 config.json：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioWizard</name>
    <message>
        <source>gpuplan — GPU planning wizard</source>
        <translation>gpuplan — GPU 規劃嚮導</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Switch between English, Simplified and Traditional Chinese</source>
        <translation>在英文、簡體中文和繁體中文之間切換</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>無法讀取 %1。</translation>
    </message>
    <message>
        <source>%1 is not a usable scenario file: %2</source>
        <translation>%1 不是可用的場景檔案：%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::StartPage</name>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Pick the situation closest to yours; every later step can change it.</source>
        <translation>選擇最接近你情況的場景；之後的每一步都可以修改。</translation>
    </message>
    <message>
        <source>Presets cover what procurement teams and consultants ask most often. Each one fills in the model, the workload and the GPUs to compare.</source>
        <translation>範本涵蓋採購團隊和諮詢顧問最常問到的情況。每個範本都會填好模型、工作負載和要比較的 GPU。</translation>
    </message>
    <message>
        <source>&amp;Open Saved Scenario…</source>
        <translation>開啟已儲存的場景(&amp;O)…</translation>
    </message>
    <message>
        <source>Saving and opening scenario files comes in a later version.</source>
        <translation>儲存和開啟場景檔案將在後續版本中提供。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::WorkloadPage</name>
    <message>
        <source>Scenario</source>
        <extracomment>wizard step title: what the GPUs will do (training, fine-tuning or serving)</extracomment>
        <translation>場景</translation>
    </message>
    <message>
        <source>What will the GPUs do, how much of it, and by when?</source>
        <translation>GPU 要做什麼、做多少、何時完成？</translation>
    </message>
    <message>
        <source>Pr&amp;e-training</source>
        <translation>預訓練(&amp;E)</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tuning</source>
        <translation>全參數微調(&amp;U)</translation>
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
        <translation>推論部署(&amp;S)</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>訓練 token 數(&amp;T)：</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> B</translation>
    </message>
    <message>
        <source>C&amp;hinchilla-optimal (20 tokens per parameter)</source>
        <translation>Chinchilla 最佳（每參數 20 個 token）(&amp;H)</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022: compute-optimal pre-training uses about 20 tokens per parameter.</source>
        <translation>Hoffmann 等 2022：算力最佳的預訓練約為每參數 20 個 token。</translation>
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
        <translation>無截止期限</translation>
    </message>
    <message>
        <source>With a deadline, the plan picks the fewest GPUs that finish in time.</source>
        <translation>設定截止期限後，規劃會選出能按期完成的最少 GPU 數量。</translation>
    </message>
    <message>
        <source>Sequence len&amp;gth:</source>
        <translation>序列長度(&amp;G)：</translation>
    </message>
    <message>
        <source>Gl&amp;obal batch:</source>
        <translation>全域批次大小(&amp;O)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 條序列</translation>
    </message>
    <message>
        <source>Automatic: about 4 million tokens per step for pre-training, 128 sequences for fine-tuning.</source>
        <translation>自動：預訓練每步約 400 萬 token，微調每步 128 條序列。</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA 秩(&amp;K)：</translation>
    </message>
    <message>
        <source>Requests per secon&amp;d (QPS):</source>
        <translation>每秒請求數（QPS）(&amp;D)：</translation>
    </message>
    <message>
        <source>One replica</source>
        <translation>單副本</translation>
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
        <translation>輸入 token 數(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>輸出 token 數(&amp;O)：</translation>
    </message>
    <message>
        <source>TT&amp;FT limit:</source>
        <translation>首字延遲上限(&amp;F)：</translation>
    </message>
    <message>
        <source>Time to first token: how long a user waits before the answer starts.</source>
        <translation>首字延遲（TTFT）：使用者等到回答開始輸出的時間。</translation>
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
        <translation>每 token 輸出時間上限(&amp;L)：</translation>
    </message>
    <message>
        <source>Time per output token: the streaming speed after the first token.</source>
        <translation>每 token 輸出時間（TPOT）：首個 token 之後的串流輸出速度。</translation>
    </message>
    <message>
        <source>End-to-end lim&amp;it:</source>
        <translation>端到端延遲上限(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU memor&amp;y fraction:</source>
        <translation>記憶體使用比例(&amp;Y)：</translation>
    </message>
    <message>
        <source>Share of GPU memory the serving engine may use (vLLM gpu_memory_utilization, 0.9 by default).</source>
        <translation>推論引擎可使用的記憶體比例（vLLM 的 gpu_memory_utilization，預設 0.9）。</translation>
    </message>
    <message>
        <source>Parallel strategy</source>
        <translation>平行策略</translation>
    </message>
    <message>
        <source>&amp;Automatic (search every layout)</source>
        <translation>自動（搜尋所有方案）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Manual override</source>
        <translation>手動指定(&amp;M)</translation>
    </message>
    <message>
        <source>Tensor parallel (T&amp;P):</source>
        <translation>張量平行（TP）(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;ipeline parallel (PP):</source>
        <translation>管線平行（PP）(&amp;I)：</translation>
    </message>
    <message>
        <source>Data parallel (DP):</source>
        <translation>資料平行（DP）：</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 階段(&amp;Z)：</translation>
    </message>
    <message>
        <source>Re&amp;computation:</source>
        <translation>重新計算(&amp;C)：</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>卸載(&amp;F)：</translation>
    </message>
    <message>
        <source>0: replicate everything</source>
        <translation>0：全部複製</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：切分最佳化器狀態</translation>
    </message>
    <message>
        <source>2: also gradients</source>
        <translation>2：同時切分梯度</translation>
    </message>
    <message>
        <source>3: also weights (FSDP)</source>
        <translation>3：同時切分權重（FSDP）</translation>
    </message>
</context>
</TS>

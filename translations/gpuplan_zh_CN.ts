<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Comparison</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>≈%1</source>
        <translation>≈%1</translation>
    </message>
    <message>
        <source>%1 (±%2)</source>
        <translation>%1（±%2）</translation>
    </message>
    <message>
        <source>%1 tokens/s, MFU %2</source>
        <translation>%1 token/秒，MFU %2</translation>
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
        <source>%1 needs %2</source>
        <translation>%1 需要 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</source>
        <translation>
            <numerusform>%1 是最佳选择：%2（%n 个节点）用 %3完成任务，共 %4 GPU 小时，是满足目标的方案中最少的。其并行方案（%5）单卡显存占用 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>For comparison, %1.</source>
        <translation>作为对比，%1。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on %2 it holds the model with the most throughput per GPU (TTFT %3, TPOT %4). The replica runs %5 with a batch of %6 and uses %7 per GPU.</source>
        <translation>%1 是最佳选择：%2 即可容纳模型，单卡吞吐量最高（首 token 延迟 %3，每 token 输出时间 %4）。副本采用 %5，批大小 %6，单卡显存占用 %7。</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
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
    <message>
        <source>after %1 of use</source>
        <translation>使用 %1后回本</translation>
    </message>
    <message>
        <source>renting stays cheaper</source>
        <translation>租用始终更便宜</translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting over %3</source>
        <translation>买：%1，租 %2（使用期 %3）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying over %3</source>
        <translation>租：%1，买 %2（使用期 %3）</translation>
    </message>
    <message>
        <source>no budget limit</source>
        <translation>未设预算上限</translation>
    </message>
    <message>
        <source>within budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>%1; not even one GPU is affordable</source>
        <translation>%1；连一块 GPU 都买不起</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 请求/秒</translation>
    </message>
    <message>
        <source>%1; affords %2</source>
        <translation>%1；可负担 %2</translation>
    </message>
    <message>
        <source>%1; affords %2 (%3)</source>
        <translation>%1；可负担 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n 个 %1 卡实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n 台 %1 卡服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 req/s capacity</source>
        <translation>%1：可承载 %2 请求/秒</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s)</source>
        <translation>
            <numerusform>%1，%Ln 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 / %3 s</source>
        <translation>%1 / %2 / %3 秒</translation>
    </message>
    <message>
        <source>%1 · %2 prefill + %3 decode replicas</source>
        <extracomment>serving layout with disaggregated prefill and decode, e.g. &quot;TP 4 · PP 1 · 7 prefill + 2 decode replicas&quot;</extracomment>
        <translation>%1 · %2 个预填充副本 + %3 个解码副本</translation>
    </message>
    <message>
        <source>Prefill and decode are disaggregated: %1 replicas prefill and %2 decode, and each prompt&apos;s KV cache takes %3 to reach its decode replica.</source>
        <translation>预填充与解码分离部署：%1 个副本做预填充，%2 个副本做解码；每个提示词的 KV 缓存传到解码副本需 %3。</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 parameters</source>
        <translation>%1 · %2 · 参数量 %3</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>clauses</comment>
        <extracomment>two clauses about different GPUs in one sentence: &quot;NVIDIA A100 needs 32 GPUs; NVIDIA L40 needs 64 GPUs&quot;</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1: %2 on all of them</source>
        <translation>%1（全部投入时需 %2）</translation>
    </message>
    <message>
        <source>%1 req/s, %2 tokens/s (±%3)</source>
        <extracomment>serving throughput with the band of its regime, e.g. &quot;1.9 req/s, 465 tokens/s (±64 %)&quot;</extracomment>
        <translation>%1 请求/秒，%2 token/秒（±%3）</translation>
    </message>
    <message>
        <source>Over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting over %3 (rented %4 % of the hours)</source>
        <translation>买：%1，租 %2（%3，利用率 %4%）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying over %3 (rented %4 % of the hours)</source>
        <translation>租：%1，买 %2（%3，利用率 %4%）</translation>
    </message>
    <message>
        <source>%1 does not fit on the fixed %2</source>
        <translation>%1 在固定的 %2 上放不下</translation>
    </message>
    <message>
        <source>%1 cannot be bought in the region</source>
        <translation>%1 在该地区无法采购</translation>
    </message>
    <message>
        <source>%1 costs %2 of the budget</source>
        <extracomment>%2: the cost as a share of the budget, e.g. &quot;109 %&quot;</extracomment>
        <translation>%1 的费用为预算上限的 %2</translation>
    </message>
    <message>
        <source>%1 misses the deadline</source>
        <translation>%1 无法按期完成</translation>
    </message>
    <message>
        <source>%1 misses the latency limits</source>
        <translation>%1 不满足延迟要求</translation>
    </message>
    <message>
        <source>%1 cannot serve the load within the GPU limit</source>
        <translation>%1 在 GPU 数量上限内无法承载该负载</translation>
    </message>
    <message>
        <source>Raise the GPU limit, or compare GPUs with more memory.</source>
        <translation>可提高 GPU 数量上限，或比较显存更大的 GPU。</translation>
    </message>
    <message>
        <source>Compare GPUs sold in the region: %1.</source>
        <extracomment>%1: GPUs the catalogue lists as sold in the region, e.g. &quot;NVIDIA L20 48GB, Huawei Ascend 910B&quot;</extracomment>
        <translation>可比较该地区能采购的 GPU：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list of GPUs</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Raise the budget, switch between buying and renting, or compare cheaper GPUs.</source>
        <translation>可提高预算上限、在购买与租用之间切换，或比较更便宜的 GPU。</translation>
    </message>
    <message>
        <source>Relax the deadline, or raise the GPU limit.</source>
        <translation>可放宽截止期限，或提高 GPU 数量上限。</translation>
    </message>
    <message>
        <source>Relax the latency limits, or compare faster GPUs.</source>
        <translation>可放宽延迟要求，或比较更快的 GPU。</translation>
    </message>
    <message>
        <source>Raise the GPU limit, or lower the requests per second.</source>
        <translation>可提高 GPU 数量上限，或降低每秒请求数。</translation>
    </message>
    <message>
        <source>No option meets every goal: %1. The table shows the closest each GPU gets.</source>
        <translation>没有方案能满足全部目标：%1。表中列出了每种 GPU 最接近的结果。</translation>
    </message>
    <message>
        <source>rent %1 a month</source>
        <translation>租用 %1/月</translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU instance(s)</source>
        <translation>
            <numerusform>%n 个单卡实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU server(s)</source>
        <translation>
            <numerusform>%n 台单卡服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; renting the job costs %2, %3 of the budget</source>
        <extracomment>%1: &quot;over budget&quot;; %2: the job&apos;s rent; %3: that rent as a share of the budget</extracomment>
        <translation>%1；租用完成此任务需 %2，为预算的 %3</translation>
    </message>
    <message>
        <source>%1 cannot serve the load on the fixed %2</source>
        <translation>%1 在固定的 %2 上无法承载该负载</translation>
    </message>
    <message>
        <source>Relax the deadline, or raise the fixed GPU count.</source>
        <translation>可放宽截止期限，或提高固定的 GPU 数量。</translation>
    </message>
    <message>
        <source>Raise the fixed GPU count, or lower the requests per second.</source>
        <translation>可提高固定的 GPU 数量，或降低每秒请求数。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on the fixed %2 it serves %3 requests per second (TTFT %4, TPOT %5). Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳选择：在固定的 %2 上每秒处理 %3 个请求（首 token 延迟 %4，每 token 输出时间 %5）。每个副本采用 %6，批大小 %7，单卡显存占用 %8。</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the fixed %3</source>
        <translation>%1 在固定的 %3 上需 %2 GPU 小时</translation>
    </message>
    <message>
        <source>%1 also meets the goals on the fixed %2</source>
        <translation>%1 在固定的 %2 上同样满足目标</translation>
    </message>
    <message>
        <source>Option compared</source>
        <translation>对比的方案</translation>
    </message>
    <message>
        <source>%1: %2 on all of them, keeping %3 of memory free</source>
        <translation>%1（全部投入时需 %2，并保留 %3 显存余量）</translation>
    </message>
    <message>
        <source>%1 rents for less: %2 against %3.</source>
        <extracomment>%1: a GPU; %2, %3: money in the scenario&apos;s mode (purchase, or rent for the job or a month)</extracomment>
        <translation>租用 %1 更便宜：%2，而推荐方案为 %3。</translation>
    </message>
    <message>
        <source>%1 costs less to buy: %2 against %3.</source>
        <translation>购买 %1 更便宜：%2，而推荐方案为 %3。</translation>
    </message>
    <message>
        <source>Works; deadline at risk</source>
        <extracomment>a verdict: meets the deadline at the estimate, not at the top of its uncertainty band</extracomment>
        <translation>可行；有延期风险</translation>
    </message>
    <message>
        <source>not within the %1-year depreciation</source>
        <extracomment>%1: the depreciation period in years (&quot;4&quot;); the purchase does not pay back within it</extracomment>
        <translation>%1 年折旧期内无法回本</translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, within %5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses %7 per GPU.</source>
        <translation>
            <numerusform>%1 是最佳选择：%2（%n 个节点）用 %3完成任务，共 %4 GPU 小时，与最少 GPU 小时数相差在 %5 以内（模型已无法区分），且成本更低。其并行方案（%6）单卡显存占用 %7。</numerusform>
        </translation>
    </message>
    <message>
        <source>Beyond the site&apos;s racks</source>
        <extracomment>a verdict: one server draws more than a rack of the site takes</extracomment>
        <translation>超出机房机柜功率</translation>
    </message>
    <message>
        <source>%1&apos;s servers draw more than the site&apos;s racks take</source>
        <translation>%1 的服务器功耗超过机房机柜的承载上限</translation>
    </message>
    <message>
        <source>Ask the site for higher-power racks, or compare GPUs whose servers draw less.</source>
        <translation>请向机房申请更高功率的机柜，或比较服务器功耗更低的 GPU。</translation>
    </message>
    <message>
        <source>not assessed: does not fit</source>
        <translation>未评估：放不下</translation>
    </message>
    <message>
        <source>At that rate a request waits %1 for its first token and %2 between tokens, each replica running %3 sequences at once, about %4 requests in flight in all (the concurrency this rate means); the figures before are at the full batch.</source>
        <extracomment>%1, %2: milliseconds; %3: a mean number of sequences, e.g. &quot;172.7&quot;; %4: requests in flight in all (the concurrency)</extracomment>
        <translation>在该速率下，请求等待首 token 需 %1，token 间隔为 %2，每个副本同时处理 %3 条序列，全部副本合计约 %4 个在途请求（即该速率对应的并发数）；前面的数值是满批时的。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on %2 it serves %3 requests per second (TTFT %4, TPOT %5) with the fewest GPUs of the options that meet the goals. Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳选择：%2 即可每秒处理 %3 个请求（首 token 延迟 %4，每 token 输出时间 %5），在满足目标的方案中所需 GPU 最少。每个副本采用 %6，批大小 %7，单卡显存占用 %8。</translation>
    </message>
    <message>
        <source>%1 misses the deadline on the fixed %2 (%3 meet it)</source>
        <extracomment>%3: the fewest GPUs of this type that finish within the deadline, e.g. &quot;12 GPUs&quot;</extracomment>
        <translation>%1 在固定的 %2 上无法按期完成（需要 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s), %2 idle</source>
        <extracomment>%1: the fixed GPU count (&quot;17 GPUs&quot;); %2: those no replica uses (&quot;1 GPU&quot;): the count does not divide into the best replicas</extracomment>
        <translation>
            <numerusform>%1，%Ln 个节点，其中 %2 闲置</numerusform>
        </translation>
    </message>
    <message>
        <source>Raise the fixed GPU count, or apply a change from “How to use fewer GPUs” that makes the model fit on it.</source>
        <translation>可提高固定的 GPU 数量，或在“如何少用 GPU”中选用能让模型放得下的改动。</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the %3 rented</source>
        <extracomment>%2: GPU-hours; %3: a GPU count, e.g. &quot;24 GPUs&quot;</extracomment>
        <translation>%1 在租用的 %3 上需 %2 GPU 小时</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the %3 bought</source>
        <translation>%1 在采购的 %3 上需 %2 GPU 小时</translation>
    </message>
    <message>
        <source>★ Recommended; deadline at risk</source>
        <extracomment>a verdict: the recommended option, which meets the deadline at the estimate but not at the top of its band</extracomment>
        <translation>★ 推荐；有延期风险</translation>
    </message>
    <message>
        <source>%1; not even one instance of %2 is affordable</source>
        <translation>%1；连一个 %2 的实例都租不起</translation>
    </message>
    <message>
        <source>%1; not even one server of %2 is affordable</source>
        <extracomment>%1: &quot;over budget&quot;; %2: the GPUs of one server, e.g. &quot;8 GPUs&quot;</extracomment>
        <translation>%1；连一台 %2 的服务器都买不起</translation>
    </message>
    <message>
        <source>%1; affords %2, too few to hold the model</source>
        <extracomment>%1: &quot;over budget&quot;; %2: a GPU count the budget pays for, too few for the model&apos;s memory</extracomment>
        <translation>%1；可负担 %2，但放不下该模型</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) more than planned)</source>
        <extracomment>%1: what is bought, e.g. &quot;13 servers of 8 GPUs&quot;; %n: the GPUs beyond the plan&apos;s count</extracomment>
        <translation>
            <numerusform>%1（比规划多 %n 块 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting, for this one job</source>
        <translation>买：%1，租 %2（仅按本次任务计）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying, for this one job</source>
        <translation>租：%1，买 %2（仅按本次任务计）</translation>
    </message>
    <message>
        <source>Compare GPUs sold in the region: %1; or, under a US export licence granted case by case: %2.</source>
        <extracomment>%1: GPUs sold in the region, e.g. &quot;NVIDIA L20 48GB, Huawei Ascend 910B&quot;; %2: GPUs sold there only under a US export licence, e.g. &quot;NVIDIA H20 96GB&quot;</extracomment>
        <translation>可比较该地区能采购的 GPU：%1；或凭美国出口许可证（逐案审批）采购：%2。</translation>
    </message>
    <message>
        <source>The %1 are what is rented, in whole instances; the fewest that do the job, %2, take %3.</source>
        <extracomment>%1: the GPUs rented, e.g. &quot;8 GPUs&quot;; %2: the fewest that do the job, e.g. &quot;1 GPU&quot;; %3: their time</extracomment>
        <translation>这 %1 是按整个实例租用的；完成该任务最少只需 %2，耗时 %3。</translation>
    </message>
    <message>
        <source>The %1 are what is bought, in whole servers; the fewest that do the job, %2, take %3.</source>
        <extracomment>%1: the GPUs bought, e.g. &quot;8 GPUs&quot;; %2: the fewest that do the job, e.g. &quot;1 GPU&quot;; %3: their time</extracomment>
        <translation>这 %1 是按整台服务器采购的；完成该任务最少只需 %2，耗时 %3。</translation>
    </message>
    <message>
        <source>★ Recommended; US licence needed</source>
        <extracomment>a verdict: the recommended option, sold into mainland China only under a US export licence</extracomment>
        <translation>★ 推荐；需美国许可证</translation>
    </message>
    <message>
        <source>Works; US licence needed</source>
        <extracomment>a verdict: meets the goals, sold into mainland China only under a US export licence</extracomment>
        <translation>可行；需美国许可证</translation>
    </message>
    <message>
        <source>★ Recommended; deadline at risk; US licence needed</source>
        <extracomment>a verdict: the recommended option, its deadline at risk, sold into mainland China only under a US export licence</extracomment>
        <translation>★ 推荐；有延期风险；需美国许可证</translation>
    </message>
    <message>
        <source>Works; deadline at risk; US licence needed</source>
        <extracomment>a verdict: its deadline at risk, sold into mainland China only under a US export licence</extracomment>
        <translation>可行；有延期风险；需美国许可证</translation>
    </message>
    <message>
        <source>%1 /
%2</source>
        <extracomment>the row title of A vs B where A and B name the row differently (training and serving): the two on two lines</extracomment>
        <translation>%1 /
%2</translation>
    </message>
</context>
<context>
    <name>Organisation</name>
    <message>
        <source>Alibaba Cloud (Qwen)</source>
        <translation>阿里云（通义千问）</translation>
    </message>
    <message>
        <source>Baichuan Inc.</source>
        <translation>百川智能</translation>
    </message>
    <message>
        <source>BigScience</source>
        <translation>BigScience</translation>
    </message>
    <message>
        <source>DeepSeek</source>
        <translation>DeepSeek（深度求索）</translation>
    </message>
    <message>
        <source>Google</source>
        <translation>Google</translation>
    </message>
    <message>
        <source>Meta</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Microsoft</source>
        <translation>微软</translation>
    </message>
    <message>
        <source>Mistral AI</source>
        <translation>Mistral AI</translation>
    </message>
    <message>
        <source>Mistral AI and NVIDIA</source>
        <translation>Mistral AI 与 NVIDIA</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <source>Shanghai AI Laboratory</source>
        <translation>上海人工智能实验室</translation>
    </message>
    <message>
        <source>Technology Innovation Institute</source>
        <translation>阿布扎比技术创新研究院（TII）</translation>
    </message>
    <message>
        <source>UW-Madison / Microsoft Research (Liu et al.)</source>
        <translation>威斯康星大学麦迪逊分校 / 微软研究院（Liu 等）</translation>
    </message>
    <message>
        <source>Zhipu AI (Z.ai)</source>
        <translation>智谱 AI（Z.ai）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 (catalogue default)</source>
        <translation>%1（内置默认值）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2 parameters, %3)</source>
        <translation>%1（参数量 %2，%3）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>精度与优化器</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 条序列</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
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
        <source>Weights and KV cache</source>
        <translation>权重与 KV 缓存</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>one replica</source>
        <translation>单副本</translation>
    </message>
    <message>
        <source>Tokens per request</source>
        <translation>每请求 token 数</translation>
    </message>
    <message>
        <source>%1 in, %2 out (context %3)</source>
        <translation>输入 %1，输出 %2（上下文 %3）</translation>
    </message>
    <message>
        <source>Latency limits</source>
        <translation>延迟限制</translation>
    </message>
    <message>
        <source>first token %1, per output token %2</source>
        <translation>首 token 延迟 %1，每 token 输出时间 %2</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>参与比较的 GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>fixed at %1</source>
        <translation>固定为 %1</translation>
    </message>
    <message>
        <source>the fewest that meet the goals, at most %1</source>
        <translation>满足目标的最少数量，最多 %1</translation>
    </message>
    <message>
        <source>Network between nodes</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>each GPU&apos;s usual fabric</source>
        <translation>各 GPU 的常用互连网络</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>Currency and acquisition</source>
        <translation>币种与采购方式</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Budget limit</source>
        <translation>预算上限</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>The price list has no prices for these GPUs.</source>
        <translation>价格表中没有这些 GPU 的价格。</translation>
    </message>
    <message>
        <source>Purchase (GPUs and servers, network, storage)</source>
        <translation>采购（GPU 与服务器、网络、存储）</translation>
    </message>
    <message>
        <source>%1 (%2 + %3 + %4)</source>
        <translation>%1（%2 + %3 + %4）</translation>
    </message>
    <message>
        <source>Rent for the job</source>
        <translation>本次任务租金</translation>
    </message>
    <message>
        <source>Rent per month (around the clock)</source>
        <translation>每月租金（全天候）</translation>
    </message>
    <message>
        <source>Energy for the job</source>
        <translation>本次任务电费</translation>
    </message>
    <message>
        <source>Energy per month</source>
        <translation>每月电费</translation>
    </message>
    <message>
        <source>Energy per month at the utilisation</source>
        <translation>按利用率计的每月电费</translation>
    </message>
    <message>
        <source>Break-even of buying versus renting</source>
        <translation>购买与租用的回本周期</translation>
    </message>
    <message>
        <source>never: renting stays cheaper</source>
        <translation>永不回本：租用始终更便宜</translation>
    </message>
    <message>
        <source>Over the horizon: buy / rent</source>
        <translation>使用期内：购买 / 租用</translation>
    </message>
    <message>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>No single change saves GPUs or money here.</source>
        <translation>这里没有任何单项改动能节省 GPU 或费用。</translation>
    </message>
    <message>
        <source>Each line re-plans the scenario with one change, on %1 (%2 today); the best savings first.</source>
        <translation>以下每一项都以 %1（当前 %2）为基准，只改动一个条件后重新规划；节省最多的排在最前。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>成本 %1</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>时间 %1</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>汇率（人民币/美元）</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>电能使用效率（PUE）</translation>
    </message>
    <message>
        <source>Depreciation (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Prices and specifications per GPU</source>
        <translation>各 GPU 的价格与规格</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>你的价格</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>%1 US$%2–%3 (%4, %5)</source>
        <translation>%1 US$%2–%3（%4，%5）</translation>
    </message>
    <message>
        <source>purchase per GPU</source>
        <translation>每卡采购价</translation>
    </message>
    <message numerus="yes">
        <source>server of %n GPU(s)</source>
        <translation>
            <numerusform>%n 卡服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>rent per GPU-hour</source>
        <translation>每 GPU 小时租金</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Times and memory come from gpuplan&apos;s model (docs/model.md); prices marked as estimates are gpuplan&apos;s estimates from public figures. Ask vendors for quotes before you buy.</source>
        <translation>时间和显存来自 gpuplan 的模型（docs/model.md）；标为估算的价格是 gpuplan 根据公开数据做出的估算。采购前请向供应商询价。</translation>
    </message>
    <message>
        <source>The scenario cannot be planned: %1</source>
        <translation>无法为该场景生成规划：%1</translation>
    </message>
    <message>
        <source>%1 · gpuplan %2</source>
        <translation>%1 · gpuplan %2</translation>
    </message>
    <message>
        <source>renting stays cheaper however long the hardware is used</source>
        <translation>无论硬件使用多久，租用都更便宜</translation>
    </message>
    <message>
        <source>buying pays for itself after %1, within the %2 the hardware is needed</source>
        <translation>购买在 %1后回本，短于硬件 %2的使用期</translation>
    </message>
    <message>
        <source>buying would pay for itself only after %1, but the hardware is needed for %2</source>
        <translation>购买要 %1后才能回本，而硬件只需使用 %2</translation>
    </message>
    <message>
        <source>Buy rather than rent: %1 (buy %2, rent %3 over the horizon).</source>
        <translation>建议购买而非租用：%1（使用期内购买 %2，租用 %3）。</translation>
    </message>
    <message>
        <source>Rent rather than buy: %1 (rent %2, buy %3 over the horizon).</source>
        <translation>建议租用而非购买：%1（使用期内租用 %2，购买 %3）。</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>Memory breakdown at the planned GPU count</source>
        <translation>规划 GPU 数量下的显存构成</translation>
    </message>
    <message>
        <source>Cost versus GPU count</source>
        <translation>成本随 GPU 数量的变化</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>gpuplan %1</source>
        <translation>gpuplan %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>specifications: high confidence</source>
        <translation>规格可信度高</translation>
    </message>
    <message>
        <source>specifications: medium confidence</source>
        <translation>规格可信度中等</translation>
    </message>
    <message>
        <source>specifications: low confidence, check with the vendor</source>
        <translation>规格可信度低，请向厂商核实</translation>
    </message>
    <message>
        <source>specifications: %1</source>
        <translation>规格可信度：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Costs more</source>
        <translation>费用增加</translation>
    </message>
    <message>
        <source>Exchange rate (TWD per USD)</source>
        <translation>汇率（新台币/美元）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>count</source>
        <translation>个</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Deadline (0 = none)</source>
        <translation>截止期限（0 = 不限）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>Requests per second asked</source>
        <translation>目标每秒请求数</translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation>每个请求的输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每个请求的输出 token 数</translation>
    </message>
    <message>
        <source>TTFT limit (0 = none)</source>
        <translation>首 token 延迟上限（0 = 不限）</translation>
    </message>
    <message>
        <source>TPOT limit (0 = none)</source>
        <translation>每 token 输出时间上限（0 = 不限）</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>Prefill and decode disaggregated</source>
        <translation>预填充与解码分离部署</translation>
    </message>
    <message>
        <source>GPU limit</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Fixed GPU count (0 = the fewest that fit)</source>
        <translation>固定 GPU 数量（0 = 放得下的最少数量）</translation>
    </message>
    <message>
        <source>Purchase or rent</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>Budget limit (0 = none)</source>
        <translation>预算上限（0 = 不限）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>显存放得下</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个</translation>
    </message>
    <message>
        <source>Tensor parallel size</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Context parallel size</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>Pipeline parallel size</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>Data parallel size</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Memory usable per GPU</source>
        <translation>单卡可用显存</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Uncertainty (±)</source>
        <translation>不确定度（±）</translation>
    </message>
    <message>
        <source>Requests served</source>
        <translation>规划 GPU 的处理能力</translation>
    </message>
    <message>
        <source>Output tokens served</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 输出时间</translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>预填充副本数</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Servers or instances to buy or rent</source>
        <translation>购买或租用的服务器（实例）数</translation>
    </message>
    <message>
        <source>GPUs bought or rented</source>
        <translation>购买或租用的 GPU 数</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>采购价</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>Electricity for the job</source>
        <translation>本次任务电费</translation>
    </message>
    <message>
        <source>Electricity for one month</source>
        <translation>一个月电费</translation>
    </message>
    <message>
        <source>Rent-vs-buy break-even (empty: renting stays cheaper)</source>
        <translation>租买回本周期（空白：租用始终更便宜）</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <source>Inter-node NICs</source>
        <translation>节点间网卡数</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交换机端口</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>IT power at full load</source>
        <translation>满载 IT 功率</translation>
    </message>
    <message>
        <source>Facility power (× PUE)</source>
        <translation>设施功率（× PUE）</translation>
    </message>
    <message>
        <source>Host memory per server</source>
        <translation>每台服务器的主机内存</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe 存储</translation>
    </message>
    <message>
        <source>GPU plan: %1</source>
        <extracomment>report title, e.g. &quot;GPU plan: Pre-training&quot;</extracomment>
        <translation>GPU 规划：%1</translation>
    </message>
    <message>
        <source>What the market&apos;s guides say</source>
        <translation>市面上的指南怎么说</translation>
    </message>
    <message>
        <source>Each claim of the common GPU sizing guides beside the true figure: computed for this scenario, or taken from the datasheets.</source>
        <translation>常见 GPU 选型指南的每一条说法，旁边是真实数值：或针对本场景计算，或取自产品规格书。</translation>
    </message>
    <message>
        <source>For this scenario</source>
        <translation>针对本场景</translation>
    </message>
    <message>
        <source>Hardware and arithmetic</source>
        <translation>硬件与算术</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>The guide says</source>
        <translation>指南的说法</translation>
    </message>
    <message>
        <source>The true figure</source>
        <translation>真实数值</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>差异原因</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Hosting and operations staff per month (owned servers)</source>
        <translation>自有服务器每月托管与运维人员费用</translation>
    </message>
    <message>
        <source>%1 (%2 + %3)</source>
        <translation>%1（%2 + %3）</translation>
    </message>
    <message>
        <source>Hosting per kW of IT power and month</source>
        <translation>每千瓦 IT 功率每月托管费</translation>
    </message>
    <message>
        <source>Operations staff per server and year</source>
        <translation>每台服务器每年运维人员费用</translation>
    </message>
    <message>
        <source>%1 US$%2 (%3, %4)</source>
        <translation>%1 US$%2（%3，%4）</translation>
    </message>
    <message>
        <source>A vs B: the pinned plan and this one</source>
        <translation>A 与 B：锁定的方案与本方案</translation>
    </message>
    <message>
        <source>A (pinned)</source>
        <translation>A（已锁定）</translation>
    </message>
    <message>
        <source>B (this report)</source>
        <translation>B（本报告）</translation>
    </message>
    <message>
        <source>Prepared for: %1</source>
        <translation>客户：%1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <extracomment>a what-if that keeps the GPU count: &quot;16 GPUs (unchanged)&quot;</extracomment>
        <translation>%1（不变）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a what-if in the report: the change, then what it does (&quot;Rent instead of buying: 16 GPUs (unchanged), cost −$693,155&quot;)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Sources are cited in the language they were published in.</source>
        <translation>来源按其发表时的语言引用。</translation>
    </message>
    <message>
        <source>Saves GPUs or money</source>
        <translation>节省 GPU 或费用</translation>
    </message>
    <message>
        <source>cost unchanged</source>
        <translation>成本不变</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the effects of a what-if</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>输入 %1，输出 %2</translation>
    </message>
    <message numerus="yes">
        <source>rent per GPU-hour in an instance of %n GPU(s)</source>
        <translation>
            <numerusform>%n 卡实例的每 GPU 小时租金</numerusform>
        </translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>%1, memory fraction %2, %3</source>
        <translation>%1，显存占用比例 %2，%3</translation>
    </message>
    <message>
        <source>at most %1 sequences at once</source>
        <translation>最多同时运行 %1 个序列</translation>
    </message>
    <message>
        <source>its default number of sequences at once</source>
        <translation>并发序列数上限取引擎默认值</translation>
    </message>
    <message>
        <source>%1, chosen automatically for the layout</source>
        <translation>%1，按并行方案自动选定</translation>
    </message>
    <message>
        <source>Time to first token at the requested rate</source>
        <translation>请求速率下的首 token 延迟</translation>
    </message>
    <message>
        <source>Time between tokens at the requested rate</source>
        <translation>请求速率下的 token 间隔</translation>
    </message>
    <message>
        <source>Sequences at once per replica at the requested rate</source>
        <translation>请求速率下每副本同时处理的序列数</translation>
    </message>
    <message>
        <source>Latency at the requested rate</source>
        <translation>请求速率下的延迟</translation>
    </message>
    <message>
        <source>At %1 requests per second, shared by each option&apos;s replicas; the comparison above gives the latency at the full batch, the most each replica serves.</source>
        <translation>以每秒 %1 个请求计，由各方案的副本分担；上方对比表给出的是满批（每个副本最多同时处理的序列数）时的延迟。</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>每副本每秒请求数</translation>
    </message>
    <message>
        <source>Sequences at once per replica</source>
        <translation>每副本同时处理的序列数</translation>
    </message>
    <message>
        <source>Time between tokens</source>
        <translation>token 间隔</translation>
    </message>
    <message>
        <source>%1 / %2 (%3; rented for %4 % of the hours, the utilisation)</source>
        <translation>%1 / %2（%3；按利用率只租用其中 %4% 的时长）</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>rank %1, %2</source>
        <translation>秩 %1，%2</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>attention only (q, k, v, o)</source>
        <translation>仅注意力层（q、k、v、o）</translation>
    </message>
    <message>
        <source>In whole servers, that is %1.</source>
        <translation>按整台服务器计，即 %1。</translation>
    </message>
    <message>
        <source>Makes it fit</source>
        <translation>可放下</translation>
    </message>
    <message>
        <source>fits on %1, %2 memory free</source>
        <extracomment>a what-if that makes a plan that did not fit fit: &quot;fits on 8 GPUs, 12 % memory free&quot;</extracomment>
        <translation>%1 可放下，显存余量 %2</translation>
    </message>
    <message>
        <source>No option fits, so none is priced: the costs follow a plan that fits.</source>
        <translation>没有能放下的方案，因此都未计价：费用按能放下的方案计算。</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <source>%1, the training stack&apos;s own</source>
        <extracomment>%1: an attention kernel, e.g. FlashAttention-2</extracomment>
        <translation>%1（训练框架默认）</translation>
    </message>
    <message>
        <source>Expert parallel size</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <source>Expert tensor parallel size</source>
        <translation>专家张量并行度</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Meets the goals</source>
        <translation>满足全部目标</translation>
    </message>
    <message>
        <source>%1 through torch_npu, chosen automatically for the layout</source>
        <translation>%1（经 torch_npu 运行），按并行方案自动选定</translation>
    </message>
    <message>
        <source>the NPU&apos;s fused attention (npu_fusion_attention)</source>
        <translation>NPU 融合注意力算子（npu_fusion_attention）</translation>
    </message>
    <message>
        <source>rank %1, %2, dropout %3</source>
        <translation>秩 %1，%2，dropout %3</translation>
    </message>
    <message>
        <source>Element-wise kernels</source>
        <translation>逐元素算子</translation>
    </message>
    <message>
        <source>time per output token %1</source>
        <translation>每 token 输出时间 %1</translation>
    </message>
    <message>
        <source>Power per rack (the site&apos;s)</source>
        <translation>每机柜功率（机房提供）</translation>
    </message>
    <message>
        <source>%1, beyond the %2-year depreciation</source>
        <translation>%1，超出 %2 年折旧期</translation>
    </message>
    <message>
        <source>As rented, that is %1.</source>
        <translation>按租用的实例计，即 %1。</translation>
    </message>
    <message>
        <source>%1 for the job&apos;s rent</source>
        <translation>%1（本次任务租金）</translation>
    </message>
    <message>
        <source>%1 of rent per month</source>
        <translation>%1（每月租金）</translation>
    </message>
    <message>
        <source>MoE dispatch</source>
        <translation>MoE 分发</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP 通信重叠</translation>
    </message>
    <message>
        <source>on (Megatron-Core)</source>
        <translation>开启（Megatron-Core）</translation>
    </message>
    <message>
        <source>%1; the recommended option cannot run it and is estimated on a plain all-to-all</source>
        <translation>%1；推荐方案无法使用该分发方式，改按普通 all-to-all 估算</translation>
    </message>
    <message>
        <source>on, but the recommended layout cannot run it (see its warning)</source>
        <translation>开启，但推荐的并行方案无法启用此功能（见该方案的警告）</translation>
    </message>
    <message>
        <source>base weights in NF4 (4-bit), adapters and compute in %1, %2</source>
        <translation>冻结底座权重为 NF4（4 位），适配器与计算采用 %1；优化器为 %2</translation>
    </message>
    <message>
        <source>How to use fewer GPUs</source>
        <translation>如何少用 GPU</translation>
    </message>
    <message>
        <source>How the recommended option&apos;s numbers are computed</source>
        <translation>推荐方案的各项数字如何算出</translation>
    </message>
    <message>
        <source>The formula behind each number of the %1 column, with this plan&apos;s inputs.</source>
        <translation>%1 这一列每个数字背后的公式，代入的是本方案的输入值。</translation>
    </message>
    <message>
        <source>For this one job: buy / rent</source>
        <translation>仅限本次任务：购买 / 租用</translation>
    </message>
</context>
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
        <translation>10B 模型推理部署（%1 QPS）</translation>
    </message>
    <message>
        <source>Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, first token within 1 s and 50 ms per output token.</source>
        <translation>以每秒 %1 个请求部署 100 亿参数模型，输入 512 token、输出 256 token，首 token 延迟不超过 1 秒、每 token 输出时间不超过 50 毫秒。</translation>
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
        <translation>以每秒 10 个请求部署 Mixtral 8x7B，每 token 输出时间不超过 50 毫秒。</translation>
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
        <translation>Mixtral、DeepSeek：大量专家 MLP，每个 token 只激活少数几个；显存取决于总参数量，计算量取决于激活参数量。</translation>
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
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>pipeline parallel size</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>data parallel size</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>expert parallel size</source>
        <translation>专家并行度</translation>
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
        <translation>全局批大小</translation>
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
        <translation>首 token 延迟上限</translation>
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
        <translation>%1：显存余量仅 %2；显存分配器的瞬时峰值或更长的序列都可能导致显存不足。</translation>
    </message>
    <message>
        <source>%1: tensor parallelism of %2 runs over PCIe (no NVLink), so every layer waits for slow all-reduces.</source>
        <translation>%1：%2 路张量并行走 PCIe（无 NVLink），每一层都要等待缓慢的全归约（all-reduce）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter support or licence.</source>
        <translation>
            <numerusform>%1：将消费级 GPU 用于多节点训练（%n 个节点）；没有 NVLink，也没有数据中心支持和许可。</numerusform>
        </translation>
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
        <extracomment>billions of parameters, as in &quot;7B model&quot;</extracomment>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1M</source>
        <extracomment>millions of parameters</extracomment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1 billion tokens</source>
        <translation>%1B token</translation>
    </message>
    <message>
        <source>%1 million tokens</source>
        <translation>%1M token</translation>
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
        <translation>规划 GPU 的处理能力</translation>
    </message>
    <message>
        <source>Throughput and MFU</source>
        <translation>吞吐量与 MFU</translation>
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
        <translation>GPU 小时</translation>
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
        <source>days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed communication + pipeline bubble + optimizer; compute = tokens per step × (6·P ÷ E + 12·L·h·s ÷ (0.72·E)) ÷ (GPUs × peak), E = matmul efficiency, 0.72 = attention kernels</source>
        <translation>天数 = token 数 ÷（每步 token 数 ÷ 单步时间）÷ 86 400；单步 = 计算 + 未被掩盖的通信 + 流水线气泡 + 优化器；计算 = 每步 token 数 ×（6·P ÷ E + 12·L·h·s ÷ (0.72·E)）÷（GPU 数 × 峰值算力），E = 矩阵乘效率，0.72 = 注意力算子相对效率</translation>
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
        <translation>每秒请求数 = 副本数 × 批大小 ÷（输出 token 数 × 每 token 输出时间）；每秒 token 数 = 每秒请求数 × 输出 token 数</translation>
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
        <translation>首 token 延迟上限</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>每 token 输出时间上限</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
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
        <translation>至少 %1 才放得下</translation>
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
        <translation>按各方案规划的 GPU 数量</translation>
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
        <translation>&lt;p&gt;内置价格表中没有该 GPU 的价格。&lt;/p&gt;</translation>
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
        <translation>本次任务租金</translation>
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
        <translation>采购 = GPU + 网络 + 存储的采购支出；租用 = GPU 小时数 × 每 GPU 小时单价</translation>
    </message>
    <message>
        <source>%1 cannot be created.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>a cost increase / decrease, e.g. &quot;+$1,200&quot; and &quot;−$1,200&quot;</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>+%1%</source>
        <translation>+%1%</translation>
    </message>
    <message>
        <source>−%1%</source>
        <translation>−%1%</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <extracomment>terabytes (10¹² bytes)</extracomment>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>GPU capex (servers)</source>
        <translation>GPU 采购支出（服务器）</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>采购价</translation>
    </message>
    <message>
        <source>purchase = GPU capex + network capex + storage capex; GPU capex = servers × server price, or GPUs × GPU price × %1; network = NICs × NIC + ports × port + cables; storage = NVMe TB × price per TB</source>
        <translation>采购价 = GPU 支出 + 网络支出 + 存储支出；GPU 支出 = 服务器数 × 服务器单价，或 GPU 数 × GPU 单价 × %1；网络 = 网卡数 × 网卡单价 + 端口数 × 端口单价 + 线缆；存储 = NVMe TB × 每 TB 单价</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时数</translation>
    </message>
    <message>
        <source>Rate per GPU-hour</source>
        <translation>每 GPU 小时租金</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>rent for the job = GPUs × rate × training days × 24 h; rent per month = GPUs × rate × %1 h</source>
        <translation>本次任务租金 = GPU 数 × 单价 × 训练天数 × 24 小时；每月租金 = GPU 数 × 单价 × %1 小时</translation>
    </message>
    <message>
        <source>rent per month = GPUs × rate × %1 h</source>
        <translation>每月租金 = GPU 数 × 单价 × %1 小时</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Electricity for the job</source>
        <translation>本次任务电费</translation>
    </message>
    <message>
        <source>Electricity per month</source>
        <translation>每月电费</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本周期</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>使用期限</translation>
    </message>
    <message>
        <source>Buy total</source>
        <translation>购买总成本</translation>
    </message>
    <message>
        <source>Rent total</source>
        <translation>租用总成本</translation>
    </message>
    <message>
        <source>Depreciation per month</source>
        <translation>每月折旧</translation>
    </message>
    <message>
        <source>&lt;p&gt;No budget limit is set.&lt;/p&gt;</source>
        <translation>&lt;p&gt;未设置预算上限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Budget limit</source>
        <translation>预算上限</translation>
    </message>
    <message>
        <source>Cost of this option</source>
        <translation>该方案的成本</translation>
    </message>
    <message>
        <source>Cost per GPU</source>
        <translation>每块 GPU 的成本</translation>
    </message>
    <message>
        <source>Affordable GPUs</source>
        <translation>预算可负担的 GPU 数</translation>
    </message>
    <message>
        <source>affordable GPUs = ⌊limit ÷ cost per GPU⌋ (whole nodes beyond one node); the scenario is re-planned at that count for the days or requests per second it buys</source>
        <translation>可负担 GPU 数 = ⌊预算上限 ÷ 每块 GPU 成本⌋（超过一个节点时按整节点计）；按该数量重新规划，得出预算可买到的天数或每秒请求数</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>采购价</translation>
    </message>
    <message>
        <source>Rent-vs-buy break-even</source>
        <translation>购买与租用的回本周期</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <source>Budget fit</source>
        <translation>预算匹配</translation>
    </message>
    <message>
        <source>Nodes × GPUs per node</source>
        <translation>节点数 × 每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <source>Network between nodes</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Network cards (NICs)</source>
        <translation>网卡数量</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交换机端口</translation>
    </message>
    <message>
        <source>Facility power (× PUE)</source>
        <translation>设施功率（× PUE）</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>每机柜功率</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>机架单元</translation>
    </message>
    <message>
        <source>Host memory per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe 存储</translation>
    </message>
    <message>
        <source>NVLink Switch (rack-scale domain)</source>
        <translation>NVLink Switch（机柜级互联域）</translation>
    </message>
    <message>
        <source>NVLink + NVSwitch</source>
        <translation>NVLink + NVSwitch</translation>
    </message>
    <message>
        <source>NVLink bridge (pairs) + PCIe</source>
        <translation>NVLink 桥接（成对）+ PCIe</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Infinity Fabric (xGMI)</source>
        <translation>Infinity Fabric（xGMI）</translation>
    </message>
    <message>
        <source>HCCS</source>
        <translation>HCCS</translation>
    </message>
    <message>
        <source>none (one node)</source>
        <translation>无（单节点）</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>millions of %1</source>
        <translation>百万%1</translation>
    </message>
    <message>
        <source>thousands of %1</source>
        <translation>千%1</translation>
    </message>
    <message>
        <source>Purchase cost (%1)</source>
        <translation>采购成本（%1）</translation>
    </message>
    <message>
        <source>Rent for the job (%1)</source>
        <translation>本次任务租金（%1）</translation>
    </message>
    <message>
        <source>Rent per month (%1)</source>
        <translation>每月租金（%1）</translation>
    </message>
    <message>
        <source>Budget limit %1</source>
        <translation>预算上限 %1</translation>
    </message>
    <message>
        <source>No cost chart: no compared GPU fits, or the catalogue has no prices.</source>
        <translation>无成本图：没有可放下模型的 GPU，或内置价格表中没有价格。</translation>
    </message>
    <message>
        <source>Budget limit: %1</source>
        <translation>预算上限：%1</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Purchase: %1</source>
        <translation>采购价：%1</translation>
    </message>
    <message>
        <source>Rent for the job: %1</source>
        <translation>本次任务租金：%1</translation>
    </message>
    <message>
        <source>Rent per month: %1</source>
        <translation>每月租金：%1</translation>
    </message>
    <message>
        <source>Training time: %1</source>
        <translation>训练时长：%1</translation>
    </message>
    <message>
        <source>Requests per second: %1</source>
        <translation>每秒请求数：%1</translation>
    </message>
    <message>
        <source>Within the budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>Over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>BF16 mixed precision instead of FP32</source>
        <translation>用 BF16 混合精度代替 FP32</translation>
    </message>
    <message>
        <source>FP8 training (Transformer Engine)</source>
        <translation>FP8 训练（Transformer Engine）</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <source>INT8 weights</source>
        <translation>INT8 权重</translation>
    </message>
    <message>
        <source>INT4 weights (group size 128)</source>
        <translation>INT4 权重（分组大小 128）</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8 KV 缓存</translation>
    </message>
    <message>
        <source>INT8 KV cache</source>
        <translation>INT8 KV 缓存</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>Offload the optimizer states to host memory</source>
        <translation>把优化器状态卸载到主机内存</translation>
    </message>
    <message>
        <source>Offload parameters and optimizer states (ZeRO-Infinity)</source>
        <translation>把参数和优化器状态卸载到主机内存（ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>Full activation recomputation</source>
        <translation>完整激活重计算</translation>
    </message>
    <message>
        <source>Sequence parallelism with tensor parallelism</source>
        <translation>张量并行加序列并行</translation>
    </message>
    <message>
        <source>Micro-batch of 1 (more gradient accumulation)</source>
        <translation>微批次设为 1（更多梯度累积）</translation>
    </message>
    <message>
        <source>8-bit AdamW optimizer states</source>
        <translation>8 位 AdamW 优化器状态</translation>
    </message>
    <message>
        <source>LoRA (rank %1) instead of full fine-tuning</source>
        <translation>用 LoRA（秩 %1）代替全参数微调</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base) instead of LoRA</source>
        <translation>用 QLoRA（4 位 NF4 底座）代替 LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base) instead of full fine-tuning</source>
        <translation>用 QLoRA（4 位 NF4 底座）代替全参数微调</translation>
    </message>
    <message>
        <source>A smaller model of the same family: %1</source>
        <translation>同系列的较小模型：%1</translation>
    </message>
    <message>
        <source>MIG slices: %1 × %2 per GPU</source>
        <translation>MIG 切分：每块 GPU %1 × %2</translation>
    </message>
    <message>
        <source>Allow a TPOT of up to %1 (+50%)</source>
        <translation>允许每 token 输出时间放宽到 %1（+50%）</translation>
    </message>
    <message>
        <source>Another GPU: %1</source>
        <translation>换一种 GPU：%1</translation>
    </message>
    <message>
        <source>PCIe cards instead of SXM/NVLink: %1</source>
        <translation>用 PCIe 卡代替 SXM/NVLink：%1</translation>
    </message>
    <message>
        <source>RoCE Ethernet instead of InfiniBand</source>
        <translation>用 RoCE 以太网代替 InfiniBand</translation>
    </message>
    <message>
        <source>InfiniBand NDR instead of Ethernet</source>
        <translation>用 InfiniBand NDR 代替以太网</translation>
    </message>
    <message>
        <source>Rent instead of buying</source>
        <translation>租用而不是购买</translation>
    </message>
    <message>
        <source>Buy instead of renting</source>
        <translation>购买而不是租用</translation>
    </message>
    <message>
        <source>Mixed precision rarely changes the final accuracy (FP32 master weights are kept); check the loss curves early.</source>
        <translation>混合精度很少影响最终模型效果（保留 FP32 主权重）；请尽早检查损失曲线。</translation>
    </message>
    <message>
        <source>FP8 needs per-tensor scaling and a validation run against BF16 before the budget is committed.</source>
        <translation>FP8 需要逐张量缩放，投入预算前要与 BF16 做一次对照验证。</translation>
    </message>
    <message>
        <source>FP8 weights are usually within noise of BF16; validate on your evaluation set.</source>
        <translation>FP8 权重与 BF16 的差异通常在噪声范围内；请在自己的评测集上验证。</translation>
    </message>
    <message>
        <source>INT4 accuracy must be validated: 4-bit models lose 1–3 points on some tasks.</source>
        <translation>INT4 的模型效果必须验证：4 位模型在部分任务上准确率会下降 1–3 个百分点。</translation>
    </message>
    <message>
        <source>An 8-bit KV cache doubles the context or batch that fits; check the quality on long contexts.</source>
        <translation>8 位 KV 缓存可使放得下的上下文长度或批大小翻倍；请检查长上下文下的模型效果。</translation>
    </message>
    <message>
        <source>Sharding more state adds data-parallel traffic: the step time changes by %1.</source>
        <translation>分片更多状态会增加数据并行通信：每步时间变化 %1。</translation>
    </message>
    <message>
        <source>Needs %1 of host memory per GPU and slows each step by about %2 (CPU Adam over PCIe).</source>
        <translation>每块 GPU 需要 %1 主机内存，每步约慢 %2（CPU 上运行 Adam，经 PCIe 传输）。</translation>
    </message>
    <message>
        <source>Needs host memory for the optimizer states and slows each step by about %1 (CPU Adam over PCIe).</source>
        <translation>优化器状态需要主机内存，每步约慢 %1（CPU 上运行 Adam，经 PCIe 传输）。</translation>
    </message>
    <message>
        <source>Recomputes the forward pass: %1 time.</source>
        <translation>重新计算前向传播：时间 %1。</translation>
    </message>
    <message>
        <source>No accuracy risk; needs Megatron-style tensor parallelism in the training stack.</source>
        <translation>不影响模型效果；训练框架需支持 Megatron 式张量并行。</translation>
    </message>
    <message>
        <source>Smaller matrices run less efficiently: %1 time.</source>
        <translation>矩阵变小，计算效率降低：时间 %1。</translation>
    </message>
    <message>
        <source>8-bit optimizer states (bitsandbytes) usually match 32-bit AdamW; validate on a short run.</source>
        <translation>8 位优化器状态（bitsandbytes）通常与 32 位 AdamW 效果相当；请先做一次短训练验证。</translation>
    </message>
    <message>
        <source>Adapters train a small fraction of the weights; the quality is usually close for instruction tuning but must be validated.</source>
        <translation>适配器只训练一小部分权重；指令微调的效果通常接近全参数微调，但必须验证。</translation>
    </message>
    <message>
        <source>The frozen base is 4-bit: a small further quality loss and slower steps from dequantisation; validate.</source>
        <translation>冻结的底座为 4 位：模型效果略有进一步损失，反量化也会让每步变慢；请验证。</translation>
    </message>
    <message>
        <source>A different model: the quality trade-off must be validated (distillation or fine-tuning may close part of the gap).</source>
        <translation>换了一个模型：效果上的取舍必须验证（蒸馏或微调可弥补部分差距）。</translation>
    </message>
    <message>
        <source>A slice has a fraction of the GPU&apos;s compute and bandwidth: the time per token rises (about %1); good for small models at low QPS.</source>
        <translation>每个切片只有 GPU 的一部分算力和带宽：每 token 时间上升（约 %1）；适合低 QPS 的小模型。</translation>
    </message>
    <message>
        <source>Larger batches per replica: users see slower token streaming.</source>
        <translation>每个副本的批大小更大：用户看到的 token 输出变慢。</translation>
    </message>
    <message>
        <source>Check availability, lead time and software support for this GPU before planning on it.</source>
        <translation>规划前请确认这款 GPU 的供货、交付周期和软件支持。</translation>
    </message>
    <message>
        <source>Faster collectives at a higher network price: %1 time.</source>
        <translation>集合通信更快，但网络价格更高：时间 %1。</translation>
    </message>
    <message>
        <source>Break-even after %1 of use; the horizon here is %2.</source>
        <translation>使用 %1后回本；此处的使用期限为 %2。</translation>
    </message>
    <message>
        <source>At these prices renting stays cheaper than owning for any horizon.</source>
        <translation>按当前价格，无论用多久，租用都比自有设备更便宜。</translation>
    </message>
    <message>
        <source>Quality trade-off: validate before relying on it</source>
        <translation>效果取舍：使用前请先验证</translation>
    </message>
    <message>
        <source>Weight memory</source>
        <translation>权重显存</translation>
    </message>
    <message>
        <source>GPUs by model scale</source>
        <translation>按模型规模估算 GPU 数</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>A100 vs H100</source>
        <translation>A100 对比 H100</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>NVLink vs PCIe</source>
        <translation>NVLink 对比 PCIe</translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation>租用对比购买</translation>
    </message>
    <message>
        <source>Serving configuration</source>
        <translation>推理服务配置</translation>
    </message>
    <message>
        <source>0.1–1B: 4–8 GPUs</source>
        <translation>亿级（1 亿–10 亿）：4–8 块 GPU</translation>
    </message>
    <message>
        <source>100–1000 QPS: 4–8 H100 80GB</source>
        <translation>100–1000 QPS：4–8 块 H100 80GB</translation>
    </message>
    <message>
        <source>10–100 QPS: 2–4 A100 40GB</source>
        <translation>10–100 QPS：2–4 块 A100 40GB</translation>
    </message>
    <message>
        <source>Up to 10 QPS: 1–2 L40 48GB with INT8</source>
        <translation>10 QPS 以内：1–2 块 L40 48GB，INT8 量化</translation>
    </message>
    <message>
        <source>An H100 is %1× an A100 for training</source>
        <translation>训练时一块 H100 相当于 %1 块 A100</translation>
    </message>
    <message>
        <source>Keep %1–%2 of the memory spare</source>
        <translation>保留 %1–%2 的显存余量</translation>
    </message>
    <message>
        <source>NVLink trains %1–%2 faster than PCIe 4.0</source>
        <translation>NVLink 训练比 PCIe 4.0 快 %1–%2</translation>
    </message>
    <message>
        <source>Rent for 1–3 month projects, buy beyond 6 months</source>
        <translation>1–3 个月的项目租用，超过 6 个月购买</translation>
    </message>
    <message>
        <source>No option fits</source>
        <translation>没有能放下的方案</translation>
    </message>
    <message>
        <source>%1 × %2 finish in %3</source>
        <translation>%1 × %2，%3完成</translation>
    </message>
    <message>
        <source>Not comparable here: A100 or H100 does not fit at this GPU count</source>
        <translation>此处无法比较：A100 或 H100 在该 GPU 数量下放不下</translation>
    </message>
    <message>
        <source>An H100 is %1× an A100 for this scenario</source>
        <translation>在此场景中一块 H100 相当于 %1 块 A100</translation>
    </message>
    <message>
        <source>Buying pays back after %1 of use</source>
        <translation>使用 %1后购买回本</translation>
    </message>
    <message>
        <source>Renting stays cheaper at these prices</source>
        <translation>按当前价格租用始终更便宜</translation>
    </message>
    <message>
        <source>Tiers ignore the model size, the sequence lengths and the latency limits; gpuplan sizes the batch per replica and the replicas from them.</source>
        <translation>分档忽略了模型大小、序列长度和延迟限制；gpuplan 据此确定每个副本的批大小和副本数。</translation>
    </message>
    <message>
        <source>The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO and barely notice.</source>
        <translation>收益取决于模型需要多少张量并行：小模型用 ZeRO 切分，几乎感觉不到差别。</translation>
    </message>
    <message>
        <source>GPUs and servers: %1
Network: %2
Storage: %3</source>
        <translation>GPU 与服务器：%1
网络：%2
存储：%3</translation>
    </message>
    <message>
        <source>Estimated prices, dated %1</source>
        <translation>估算价格，日期 %1</translation>
    </message>
    <message>
        <source>Prices dated %1</source>
        <translation>价格日期 %1</translation>
    </message>
    <message>
        <source>gpuplan scenario (*.gpuplan)</source>
        <translation>gpuplan 场景文件 (*.gpuplan)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>it is not a gpuplan scenario (no schema_version).</source>
        <translation>这不是 gpuplan 场景文件（缺少 schema_version）。</translation>
    </message>
    <message>
        <source>it was written by a newer gpuplan (file format %1; this version reads up to %2). Update gpuplan to open it.</source>
        <translation>该文件由更新版本的 gpuplan 写入（文件格式 %1；本版本最高支持 %2）。请升级 gpuplan 后再打开。</translation>
    </message>
    <message>
        <source>its file format version is not valid.</source>
        <translation>文件格式版本无效。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: it is too large to be a scenario file.</source>
        <translation>无法打开 %1：文件过大，不可能是场景文件。</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>This file has %n setting(s) this version of gpuplan does not know (%1). They are kept and written back when you save.</source>
        <translation>
            <numerusform>此文件包含 %n 项本版本 gpuplan 不认识的设置（%1）。保存时会保留并写回。</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>自动保存已关闭：%1</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation>专家并行 all-to-all 通信</translation>
    </message>
    <message>
        <source>%1 %2 (derived from the parameter count)</source>
        <translation>%2（%1参数，由参数量推导）</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Does not fit on %1 × %2.</source>
        <translation>%1 块 %2 放不下。</translation>
    </message>
    <message>
        <source>%1 need %2 of %3 usable (%4 over in all).</source>
        <translation>%1需要 %2（可用 %3），总计超出 %4。</translation>
    </message>
    <message>
        <source>Fits on %1 (%2).</source>
        <translation>%1 可放下（%2）。</translation>
    </message>
    <message>
        <source>%1: ZeRO-%2 is kept as you set it, but with one data-parallel rank it has nothing to shard.</source>
        <translation>%1：已按你的设置保留 ZeRO-%2，但数据并行度为 1，没有可切分的对象。</translation>
    </message>
    <message>
        <source>%1: the global batch of %2 sequences is rounded to %3 so that every data-parallel rank gets whole micro-batches.</source>
        <translation>%1：全局批大小已由 %2 条序列取整为 %3 条，使每个数据并行副本都分到整数个微批次。</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>并行方案：%1</translation>
    </message>
    <message>
        <source>The leanest layout at this count needs %1 per GPU (dotted line); the planned one is faster.</source>
        <translation>此数量下最省显存的并行方案每块 GPU 需要 %1（虚线）；所选方案更快。</translation>
    </message>
    <message>
        <source>Held to the best published MFU</source>
        <translation>按公开报道的最佳 MFU 封顶</translation>
    </message>
    <message>
        <source>%1 s (kernel model: %2 MFU)</source>
        <translation>%1 秒（逐算子估算：MFU %2）</translation>
    </message>
    <message>
        <source>What to buy or rent</source>
        <translation>采购 / 租用建议</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing to buy: the option does not fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法给出采购建议：该方案放不下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Fewest GPUs that do the job</source>
        <translation>完成任务所需的最少 GPU</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每个实例的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器的 GPU 数</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Layout on all of them</source>
        <translation>全部 GPU 上的并行方案</translation>
    </message>
    <message>
        <source>Memory free per GPU</source>
        <translation>单卡显存余量</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>闲置 GPU</translation>
    </message>
    <message>
        <source>Training time on all of them</source>
        <translation>全部 GPU 上的训练时间</translation>
    </message>
    <message>
        <source>Requests per second on all of them</source>
        <translation>全部 GPU 上的每秒请求数</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); the layout is searched again on all of them keeping %1 of memory free and meeting the deadline</source>
        <translation>购买整台服务器（租用时为 1、2、4 或 8 卡实例，超过一个节点则按整节点）；在全部 GPU 上重新搜索并行方案，保留 %1 的显存余量并按期完成</translation>
    </message>
    <message>
        <source>buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); every whole replica that fits in them serves; memory free is the engine&apos;s reserve</source>
        <translation>购买整台服务器（租用时为 1、2、4 或 8 卡实例，超过一个节点则按整节点）；能放下的每个完整副本都参与服务；显存余量即推理引擎预留的部分</translation>
    </message>
    <message>
        <source>%1: the servers need direct liquid cooling (%2 per server, racks: %3).</source>
        <translation>%1：这些服务器需要直接液冷（每台 %2，机柜 %3 个）。</translation>
    </message>
    <message>
        <source>%1 (front end: every replica stays inside a node)</source>
        <translation>%1，用作前端网络（每个副本都在单个节点内）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n switch tier(s))</source>
        <translation>
            <numerusform>%1（%n 级交换网络）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (liquid-cooled)</source>
        <translation>%1 / 上限 %2（液冷）</translation>
    </message>
    <message>
        <source>%1 of %2 (air-cooled)</source>
        <translation>%1 / 上限 %2（风冷）</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 DDR5, sized for offload)</source>
        <translation>%1（%2 条 %3 DDR5，按卸载需求配置容量）</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 DDR5)</source>
        <translation>%1（%2 条 %3 DDR5）</translation>
    </message>
    <message>
        <source>%1: the smallest purchase serves %2 requests per second for the %3 asked (%4×); rent instances, share the servers, or choose a smaller GPU.</source>
        <translation>%1：最小的采购单位每秒可处理 %2 个请求，是需求（每秒 %3 个请求）的 %4 倍；可以租用实例、与其他业务共用服务器，或选择更小的 GPU。</translation>
    </message>
    <message>
        <source>%1: %2 of each step is communication that no compute hides; a faster network between nodes, or fewer nodes with more memory each, would help.</source>
        <translation>%1：每步有 %2 的时间花在无法被计算掩盖的通信上；更快的节点间网络，或改用显存更大、节点更少的方案会有帮助。</translation>
    </message>
    <message>
        <source>%1: the job takes %2 years; no published run is planned this way. Add GPUs or train on fewer tokens.</source>
        <translation>%1：任务需要 %2 年；公开报道的训练中没有这样规划的。请增加 GPU，或减少训练 token 数。</translation>
    </message>
    <message>
        <source>%1 × 10¹²</source>
        <extracomment>Chinese magnitude: 10^12 (zh_CN 万亿, zh_TW 兆); shown only in Chinese</extracomment>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 × 10⁸</source>
        <extracomment>Chinese magnitude: 10^8 (zh_CN 亿, zh_TW 億); shown only in Chinese</extracomment>
        <translation>%1 亿</translation>
    </message>
    <message>
        <source>%1 × 10⁴</source>
        <extracomment>Chinese magnitude: 10^4 (zh_CN 万, zh_TW 萬); shown only in Chinese</extracomment>
        <translation>%1 万</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>a count of tokens in Chinese magnitudes, e.g. &quot;2000 亿 token&quot;</extracomment>
        <translation>%1 token</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>context parallel size</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>TP %1 · CP %2 · PP %3 · DP %4</source>
        <translation>TP %1 · CP %2 · PP %3 · DP %4</translation>
    </message>
    <message>
        <source>Context-parallel K/V exchange</source>
        <translation>上下文并行 K/V 交换</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln layer(s) of each stage</source>
        <translation>
            <numerusform>%1，每个流水线阶段 %Ln 层</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>exchange rate (CNY per USD)</source>
        <translation>汇率（人民币/美元）</translation>
    </message>
    <message>
        <source>exchange rate (TWD per USD)</source>
        <translation>汇率（新台币/美元）</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>depreciation period</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>使用期限</translation>
    </message>
    <message>
        <source>Value out of range: %1 (from %2 to %3).</source>
        <translation>取值超出范围：%1（允许 %2 至 %3）。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list: an item before the last two</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list: the last two items</comment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>The GPU count (%1) must equal the product of the fixed parallel sizes (%2).</source>
        <translation>GPU 数量（%1）必须等于所设并行度的乘积（%2）。</translation>
    </message>
    <message>
        <source>The GPU count (%1) must be a multiple of the product of the fixed parallel sizes (%2).</source>
        <translation>GPU 数量（%1）必须是所设并行度乘积（%2）的整数倍。</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) must divide the %2 attention heads.</source>
        <translation>张量并行度（%1）必须能整除注意力头数（%2）。</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide the %2 experts.</source>
        <translation>专家并行度（%1）必须能整除专家数（%2）。</translation>
    </message>
    <message>
        <source>Context parallelism splits the sequence into 2 × CP equal chunks: %1 tokens do not divide by %2.</source>
        <translation>上下文并行把序列切成 2 × CP 个等长分块：%1 个 token 不能被 %2 整除。</translation>
    </message>
    <message>
        <source>The KV heads (%1) must divide the %2 attention heads.</source>
        <translation>KV 头数（%1）必须能整除注意力头数（%2）。</translation>
    </message>
    <message>
        <source>disaggregated prefill and decode</source>
        <translation>预填充与解码分离部署</translation>
    </message>
    <message>
        <source>Prompts per second per prefill replica</source>
        <translation>每个预填充副本每秒处理的提示词数</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>预填充副本数</translation>
    </message>
    <message>
        <source>Decode replicas</source>
        <translation>解码副本数</translation>
    </message>
    <message>
        <source>KV cache transfer per prompt</source>
        <translation>每个提示词的 KV 缓存传输时间</translation>
    </message>
    <message>
        <source>GPUs = (prefill replicas + decode replicas) × TP × PP; prefill replicas = ⌈target QPS ÷ prompts per second of one prefill replica⌉; decode replicas = ⌈target QPS ÷ requests per second of one decode replica⌉</source>
        <translation>GPU 数 =（预填充副本数 + 解码副本数）× TP × PP；预填充副本数 = ⌈目标 QPS ÷ 单个预填充副本每秒处理的提示词数⌉；解码副本数 = ⌈目标 QPS ÷ 单个解码副本每秒处理的请求数⌉</translation>
    </message>
    <message>
        <source>Prefill and decode on separate replicas (disaggregated)</source>
        <translation>预填充与解码在不同副本上运行（分离部署）</translation>
    </message>
    <message>
        <source>Prefill and decode together on every replica (chunked prefill)</source>
        <translation>每个副本同时做预填充和解码（分块预填充）</translation>
    </message>
    <message>
        <source>Two pools of replicas to size and run (vLLM, SGLang or Dynamo disaggregation); each prompt&apos;s KV cache crosses the fabric between them.</source>
        <translation>需要规划和运维两组副本（vLLM、SGLang 或 Dynamo 的分离部署）；每个提示词的 KV 缓存都要经网络在两组之间传输。</translation>
    </message>
    <message>
        <source>Prompt chunks ride in the decode steps: the time per output token rises with the prompt load.</source>
        <translation>提示词分块混入解码步：每 token 输出时间随提示词负载上升。</translation>
    </message>
    <message>
        <source>%1: %2 GPUs hold one replica, so prefill and decode share it; disaggregation needs at least two replicas.</source>
        <translation>%1：%2 块 GPU 只放得下一个副本，预填充与解码只能共用这一副本；分离部署至少需要两个副本。</translation>
    </message>
    <message>
        <source>Training vs serving memory</source>
        <translation>训练与推理的显存</translation>
    </message>
    <message>
        <source>Precision and GPU count</source>
        <translation>精度与 GPU 数量</translation>
    </message>
    <message>
        <source>Parallelism and offload</source>
        <translation>并行与卸载</translation>
    </message>
    <message>
        <source>Training days</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>Compute figures</source>
        <translation>算力数值</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>互连带宽</translation>
    </message>
    <message>
        <source>GPU choice</source>
        <translation>GPU 选型</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG 切分</translation>
    </message>
    <message>
        <source>Multimodal models</source>
        <translation>多模态模型</translation>
    </message>
    <message>
        <source>%1 (the guide&apos;s tier rule, applied to this size)</source>
        <translation>%1（将指南的分档规则套用到此规模）</translation>
    </message>
    <message>
        <source>A 10B model in %1 needs %2 GB</source>
        <translation>100 亿参数模型以 %1 存储需要 %2 GB</translation>
    </message>
    <message>
        <source>100B and more: 64 or more GPUs on InfiniBand</source>
        <translation>千亿级及以上：64 块以上 GPU，InfiniBand 互连</translation>
    </message>
    <message>
        <source>1–10B: the guides give no GPU count</source>
        <translation>十亿级（10 亿–100 亿）：指南没有给出 GPU 数量</translation>
    </message>
    <message>
        <source>%1–%2 GB per card at this scale</source>
        <translation>此规模每卡需 %1–%2 GB</translation>
    </message>
    <message>
        <source>%1 GB or more per card at this scale</source>
        <translation>此规模每卡需 %1 GB 以上</translation>
    </message>
    <message>
        <source>Training needs 2–4× the memory of inference</source>
        <translation>训练所需显存是推理的 2–4 倍</translation>
    </message>
    <message>
        <source>INT8 serving needs 70% fewer GPUs</source>
        <translation>INT8 推理可少用 70% 的 GPU</translation>
    </message>
    <message>
        <source>Mixed precision needs 40–50% fewer GPUs</source>
        <translation>混合精度可少用 40–50% 的 GPU</translation>
    </message>
    <message>
        <source>ZeRO-Offload needs 20–30% fewer GPUs</source>
        <translation>ZeRO-Offload 可少用 20–30% 的 GPU</translation>
    </message>
    <message>
        <source>3D parallelism reduces the GPU count</source>
        <translation>3D 并行能减少 GPU 数量</translation>
    </message>
    <message>
        <source>10B: 4 H100 finish in 10–15 days, 8 A100 in 45–60 days</source>
        <translation>100 亿参数：4 块 H100 训练 10–15 天，8 块 A100 训练 45–60 天</translation>
    </message>
    <message>
        <source>%1 %2: %3 %4</source>
        <translation>%1 %2：%3 %4</translation>
    </message>
    <message>
        <source>NVSwitch: 6400 GB/s</source>
        <translation>NVSwitch：6400 GB/s</translation>
    </message>
    <message>
        <source>A100 NVLink: 400 GB/s</source>
        <translation>A100 NVLink：400 GB/s</translation>
    </message>
    <message>
        <source>InfiniBand HDR 200 GB/s, NDR 400 GB/s</source>
        <translation>InfiniBand HDR 200 GB/s，NDR 400 GB/s</translation>
    </message>
    <message>
        <source>100G Ethernet: 100 GB/s</source>
        <translation>100G 以太网：100 GB/s</translation>
    </message>
    <message>
        <source>InfiniBand bandwidth is “10-gigabit class” (万兆级)</source>
        <translation>InfiniBand 带宽为“万兆级”</translation>
    </message>
    <message>
        <source>NVLink has 3–5× the bandwidth of PCIe 4.0</source>
        <translation>NVLink 带宽是 PCIe 4.0 的 3–5 倍</translation>
    </message>
    <message>
        <source>Memory bandwidth affects transfers between cards</source>
        <translation>显存带宽影响卡间传输</translation>
    </message>
    <message>
        <source>Efficient plan: 8–32 “H100 160GB”</source>
        <translation>高效方案：8–32 块“H100 160GB”</translation>
    </message>
    <message>
        <source>H20 as a top card for training 100B and larger models</source>
        <translation>把 H20 当作训练千亿级模型的顶级卡</translation>
    </message>
    <message>
        <source>A 10B model in INT8 (93 GB) needs two L40 48GB to serve</source>
        <translation>100 亿参数模型用 INT8（93 GB）推理需要两块 L40 48GB</translation>
    </message>
    <message>
        <source>8 H100 need a power supply of 3000 W or more</source>
        <translation>8 块 H100 需要 3000 W 以上的电源</translation>
    </message>
    <message>
        <source>Slice the GPUs with MIG for training jobs</source>
        <translation>用 MIG 切分 GPU 来跑训练任务</translation>
    </message>
    <message>
        <source>MIG turns a GPU into vGPUs</source>
        <translation>MIG 把一块 GPU 变成多个 vGPU</translation>
    </message>
    <message>
        <source>Multimodal models need 20–50% more GPUs than text models of the same size</source>
        <translation>多模态模型比同规模的文本模型多需 20–50% 的 GPU</translation>
    </message>
    <message>
        <source>10B × %1 bytes = %2 GB. This model: %3 parameters × %4 bytes = %5 GB</source>
        <translation>100 亿 × %1 字节 = %2 GB。本模型：%3参数 × %4 字节 = %5 GB</translation>
    </message>
    <message>
        <source>%1 of the serving engine&apos;s memory is free at the planned batch</source>
        <translation>按规划的批大小，推理引擎的显存还有 %1 空闲</translation>
    </message>
    <message>
        <source>Not comparable: A100 SXM or A100 PCIe does not fit on %1</source>
        <translation>无法比较：A100 SXM 或 A100 PCIe 在 %1 上放不下</translation>
    </message>
    <message>
        <source>The model states alone are %1 bytes per parameter against 2 for BF16 weights: %2×, before activations</source>
        <translation>仅模型状态每参数就占 %1 字节，而 BF16 权重只占 2 字节：还没计入激活值就已是 %2 倍</translation>
    </message>
    <message>
        <source>Not comparable: BF16 or INT8 weights do not fit</source>
        <translation>无法比较：BF16 或 INT8 权重放不下</translation>
    </message>
    <message>
        <source>%1 in BF16, %2 in INT8 for this scenario on %3</source>
        <translation>本场景在 %3 上：BF16 需 %1，INT8 需 %2</translation>
    </message>
    <message>
        <source>Model states: %1 bytes per parameter in FP32, %2 in BF16 mixed precision; the memory floor does not fall</source>
        <translation>模型状态：FP32 每参数 %1 字节，BF16 混合精度 %2 字节；显存下限并不降低</translation>
    </message>
    <message>
        <source>Offloading the optimizer moves %1 of %2 bytes per parameter to host memory (%3 of the model states)</source>
        <translation>卸载优化器会把每参数 %2 字节中的 %1 字节移到主机内存（占模型状态的 %3）</translation>
    </message>
    <message>
        <source>%1 GB of model states need at least %2 × %3, whatever the layout</source>
        <translation>%1 GB 模型状态至少需要 %2 × %3，与并行方案无关</translation>
    </message>
    <message>
        <source>%1 %2 dense (%3 with 2:4 sparsity)</source>
        <translation>稠密 %1 %2（2:4 稀疏时 %3）</translation>
    </message>
    <message>
        <source>Each H100 reaches the others at %1 GB/s (NVLink 4, both directions)</source>
        <translation>每块 H100 到其他 GPU 的带宽为 %1 GB/s（NVLink 4，双向合计）</translation>
    </message>
    <message>
        <source>A100 SXM: %1 GB/s; %2 GB/s is the A800, its export variant</source>
        <translation>A100 SXM：%1 GB/s；%2 GB/s 是其出口版 A800</translation>
    </message>
    <message>
        <source>HDR 200 Gb/s = %1 GB/s per port; NDR 400 Gb/s = %2 GB/s per port</source>
        <translation>HDR 200 Gb/s = 每端口 %1 GB/s；NDR 400 Gb/s = 每端口 %2 GB/s</translation>
    </message>
    <message>
        <source>100 Gb/s = %1 GB/s per port</source>
        <translation>100 Gb/s = 每端口 %1 GB/s</translation>
    </message>
    <message>
        <source>万兆 means 10 Gb/s; HDR and NDR ports run at %1 and %2 Gb/s, 20–40 times that</source>
        <translation>万兆即 10 Gb/s；HDR 和 NDR 端口分别为 %1 和 %2 Gb/s，是它的 20–40 倍</translation>
    </message>
    <message>
        <source>A100 NVLink vs PCIe 4.0 x16 (64 GB/s): %1×; H100 NVLink: %2× PCIe 4.0, %3× PCIe 5.0</source>
        <translation>A100 NVLink 对比 PCIe 4.0 x16（64 GB/s）：%1 倍；H100 NVLink：PCIe 4.0 的 %2 倍、PCIe 5.0 的 %3 倍</translation>
    </message>
    <message>
        <source>H100: %1 GB/s to its own HBM, %2 GB/s to the other GPUs over NVLink</source>
        <translation>H100：访问自身 HBM 为 %1 GB/s，经 NVLink 到其他 GPU 为 %2 GB/s</translation>
    </message>
    <message>
        <source>The largest H100 has %1 GB; H200 has %2 GB, B200 %3 GB</source>
        <translation>容量最大的 H100 为 %1 GB；H200 为 %2 GB，B200 为 %3 GB</translation>
    </message>
    <message>
        <source>H20: %1 dense BF16 TFLOPS (H100: %2), %3 GB at %4 GB/s</source>
        <translation>H20：稠密 BF16 %1 TFLOPS（H100：%2），显存 %3 GB，带宽 %4 GB/s</translation>
    </message>
    <message>
        <source>10B in INT8 is %1 GB of weights; gpuplan serves 10 QPS on %2 L40</source>
        <translation>100 亿参数的 INT8 权重为 %1 GB；gpuplan 用 %2 块 L40 承载 10 QPS</translation>
    </message>
    <message>
        <source>8 × %1 W = %2 W for the GPUs alone; a DGX H100 is rated %3 kW</source>
        <translation>仅 GPU 就是 8 × %1 W = %2 W；DGX H100 的额定功率为 %3 kW</translation>
    </message>
    <message>
        <source>The smallest A100 80GB slice has %1 GB; a 10B model&apos;s training states alone are %2 GB</source>
        <translation>A100 80GB 最小的切片只有 %1 GB；100 亿参数模型仅训练状态就有 %2 GB</translation>
    </message>
    <message>
        <source>MIG splits an A100 or H100 into up to %1 hardware partitions, each with its own memory (the smallest %2 GB)</source>
        <translation>MIG 把一块 A100 或 H100 最多切成 %1 个硬件分区，各有独立显存（最小 %2 GB）</translation>
    </message>
    <message>
        <source>gpuplan plans the vision tower and the image tokens themselves: choose a multimodal model to see them</source>
        <translation>gpuplan 会直接规划视觉塔和图像 token：选择一个多模态模型即可看到</translation>
    </message>
    <message>
        <source>The guide divided the bytes by 2³⁰ and slipped the decimal point: its figures are about %1× too high.</source>
        <translation>指南把字节数除以 2³⁰ 后，小数点又错了一位：其数值约为实际值的 %1 倍。</translation>
    </message>
    <message>
        <source>The tiers ignore the token budget and the deadline; the GPU count follows from memory (the minimum) and from the days you allow.</source>
        <translation>分档忽略了 token 数量和截止期限；GPU 数量取决于显存（下限）和你允许的天数。</translation>
    </message>
    <message>
        <source>No card has to hold the model: tensor, pipeline and ZeRO sharding spread it, so the memory per card is a layout choice.</source>
        <translation>没有哪块卡需要装下整个模型：张量并行、流水线并行和 ZeRO 会把它分摊开，每卡显存取决于并行方案。</translation>
    </message>
    <message>
        <source>The dense BF16 peak is %1 vs %2 TFLOPS (%3×); communication and memory-bound work shrink the gain, FP8 raises it.</source>
        <translation>稠密 BF16 峰值为 %1 对 %2 TFLOPS（%3 倍）；通信和受访存限制的计算会缩小差距，FP8 则会拉大差距。</translation>
    </message>
    <message>
        <source>The serving engine reserves %1 of the memory itself (its memory fraction); the KV cache fills the rest by design.</source>
        <translation>推理引擎自身预留 %1 的显存（即其显存占用比例）；其余部分按设计由 KV 缓存填满。</translation>
    </message>
    <message>
        <source>The break-even follows from the purchase, energy, hosting, utilisation and rental prices, which change monthly; it is not a fixed rule.</source>
        <translation>回本周期取决于采购价、电费、托管费、利用率和租金，这些每月都在变，并没有固定规则。</translation>
    </message>
    <message>
        <source>Mixed-precision Adam keeps the weights, the gradients, an fp32 master copy and two fp32 moments for every parameter.</source>
        <translation>混合精度 Adam 为每个参数保存权重、梯度、一份 fp32 主权重和两个 fp32 动量。</translation>
    </message>
    <message>
        <source>Only the weight bytes halve; the KV cache, the activations and the compute per token often decide the count.</source>
        <translation>只有权重字节数减半；KV 缓存、激活值和每 token 的计算量往往才是决定 GPU 数量的因素。</translation>
    </message>
    <message>
        <source>Mixed precision keeps an fp32 master copy and fp32 moments; it saves time (tensor cores) and activation memory, not the model states.</source>
        <translation>混合精度仍保留 fp32 主权重和 fp32 动量；它节省的是时间（张量核心）和激活显存，而不是模型状态。</translation>
    </message>
    <message>
        <source>Parallelism spreads memory and work over the GPUs; it never lowers the memory floor of the model states (offload and smaller states do).</source>
        <translation>并行把显存和计算分摊到各 GPU 上；它不会降低模型状态的显存下限（卸载和更小的状态才会）。</translation>
    </message>
    <message>
        <source>The guide never states the tokens, so its days cannot be checked; training time is tokens × 6 × parameters / sustained FLOP/s.</source>
        <translation>指南从未说明 token 数量，因此其天数无法核验；训练时间 = token 数 × 6 × 参数量 / 持续 FLOP/s。</translation>
    </message>
    <message>
        <source>3351 is its memory bandwidth in GB/s (3.35 TB/s), not a compute figure.</source>
        <translation>3351 是它的显存带宽（GB/s，即 3.35 TB/s），不是算力。</translation>
    </message>
    <message>
        <source>624 is the figure with 2:4 structured sparsity, which training does not use.</source>
        <translation>624 是 2:4 结构化稀疏下的数值，训练并不使用稀疏。</translation>
    </message>
    <message>
        <source>No GPU of its generation comes near 4800; AMD&apos;s datasheet gives 383.</source>
        <translation>同代 GPU 没有一款接近 4800；AMD 规格书给出的是 383。</translation>
    </message>
    <message>
        <source>193 matches neither the dense (165) nor the sparse (330) figure.</source>
        <translation>193 既不是稠密值（165），也不是稀疏值（330）。</translation>
    </message>
    <message>
        <source>149 is below even its FP16 figure (181); INT8 runs at twice the FP16 rate.</source>
        <translation>149 甚至低于它的 FP16 数值（181）；INT8 速率是 FP16 的两倍。</translation>
    </message>
    <message>
        <source>1289 matches no H100 variant; the SXM part does 1979 dense.</source>
        <translation>1289 不对应任何 H100 型号；SXM 版稠密为 1979。</translation>
    </message>
    <message>
        <source>A switch&apos;s aggregate bandwidth is not what one GPU gets; the per-GPU NVLink bandwidth limits its collectives.</source>
        <translation>交换芯片的总带宽不是单块 GPU 能得到的；限制集合通信的是每块 GPU 的 NVLink 带宽。</translation>
    </message>
    <message>
        <source>The guide quotes the A800&apos;s reduced NVLink for the A100.</source>
        <translation>指南把 A800 降低后的 NVLink 带宽当成了 A100 的。</translation>
    </message>
    <message>
        <source>Network ports are rated in gigabits per second; a byte is 8 bits.</source>
        <translation>网络端口速率以每秒千兆位（Gb/s）标称；1 字节 = 8 位。</translation>
    </message>
    <message>
        <source>10 Gb/s is a server&apos;s front-end Ethernet; a training fabric is 20–40 times faster per port.</source>
        <translation>10 Gb/s 是服务器前端以太网的速率；训练网络每端口的速率是它的 20–40 倍。</translation>
    </message>
    <message>
        <source>Both directions counted on both sides: PCIe 4.0 x16 is 64 GB/s, PCIe 5.0 x16 128 GB/s.</source>
        <translation>比较双方都按双向计：PCIe 4.0 x16 为 64 GB/s，PCIe 5.0 x16 为 128 GB/s。</translation>
    </message>
    <message>
        <source>HBM bandwidth feeds the GPU&apos;s own cores; traffic between cards runs over NVLink, PCIe or the network.</source>
        <translation>HBM 带宽供 GPU 自身核心使用；卡间流量走 NVLink、PCIe 或网络。</translation>
    </message>
    <message>
        <source>There is no 160 GB H100; a plan built on it cannot be bought.</source>
        <translation>不存在 160 GB 的 H100；基于它的方案根本买不到。</translation>
    </message>
    <message>
        <source>An export-compliant part with H100-class memory but about a seventh of its compute: a serving card, slow for training.</source>
        <translation>这是符合出口管制的型号，显存与 H100 相当，算力却只有约七分之一：适合推理，训练很慢。</translation>
    </message>
    <message>
        <source>The guide&apos;s “93 GB” of INT8 weights is the decimal-point slip; 10 GB leaves most of one L40 for the KV cache.</source>
        <translation>指南的 INT8 权重“93 GB”是小数点错误；10 GB 权重让一块 L40 的大部分显存可用于 KV 缓存。</translation>
    </message>
    <message>
        <source>The guide&apos;s “93 GB” of INT8 weights is the decimal-point slip: one L40 holds the weights; the second is for throughput, not memory.</source>
        <translation>指南的 INT8 权重“93 GB”是小数点错误：一块 L40 就装得下权重；第二块是为了吞吐量，而不是显存。</translation>
    </message>
    <message>
        <source>The GPUs alone draw almost twice the guide&apos;s figure; CPUs, NICs, fans and conversion losses come on top.</source>
        <translation>仅 GPU 的功耗就接近指南数字的两倍；CPU、网卡、风扇和电源转换损耗还要另算。</translation>
    </message>
    <message>
        <source>MIG slices suit many small inference or notebook jobs; a slice has a fraction of the memory and compute and no NVLink.</source>
        <translation>MIG 切片适合大量小型推理或开发环境任务；每个切片只有一部分显存和算力，且没有 NVLink。</translation>
    </message>
    <message>
        <source>vGPU is a separate, licensed time-slicing product; MIG partitions are fixed in hardware and do not share memory.</source>
        <translation>vGPU 是另一款需授权的分时产品；MIG 分区在硬件层面固定，彼此不共享显存。</translation>
    </message>
    <message>
        <source>The extra cost follows from the tower&apos;s size and the image tokens per sample; it is not a fixed percentage.</source>
        <translation>额外开销取决于视觉塔的大小和每个样本的图像 token 数，不是固定百分比。</translation>
    </message>
    <message>
        <source>Those days hold only %1–%2 tokens on the H100s and %3–%4 on the A100s; %5 (20 per parameter) take %6 and %7</source>
        <translation>这些天数在 H100 上只够训练 %1–%2 token，在 A100 上 %3–%4；%5（每参数 20 个）分别需要 %6和 %7</translation>
    </message>
    <message>
        <source>%1 × %2 serve the load</source>
        <translation>%1 块 %2 即可承载该负载</translation>
    </message>
    <message>
        <source>Arithmetic: parameters × bytes per parameter</source>
        <translation>算术（参数量 × 每参数字节数）</translation>
    </message>
    <message>
        <source>This scenario&apos;s plan</source>
        <translation>本场景的规划</translation>
    </message>
    <message>
        <source>This scenario re-planned on A100 and H100; NVIDIA A100 and H100 datasheets</source>
        <translation>本场景在 A100 和 H100 上重新规划；NVIDIA A100 与 H100 规格书</translation>
    </message>
    <message>
        <source>gpuplan&apos;s headroom policy (docs/model.md §6.6)</source>
        <translation>gpuplan 的余量策略（docs/model.md §6.6）</translation>
    </message>
    <message>
        <source>This scenario re-planned on A100 SXM and A100 PCIe</source>
        <translation>本场景在 A100 SXM 和 A100 PCIe 上重新规划</translation>
    </message>
    <message>
        <source>This scenario&apos;s cost estimate (the built-in price list)</source>
        <translation>本场景的成本估算（内置价格表）</translation>
    </message>
    <message>
        <source>Model states (docs/model.md §2.1)</source>
        <translation>模型状态（docs/model.md §2.1）</translation>
    </message>
    <message>
        <source>This scenario re-planned with BF16 and with INT8 weights</source>
        <translation>本场景分别以 BF16 和 INT8 权重重新规划</translation>
    </message>
    <message>
        <source>Model states (docs/model.md §2.1); ZeRO-Offload (Ren et al., 2021)</source>
        <translation>模型状态（docs/model.md §2.1）；ZeRO-Offload（Ren 等，2021）</translation>
    </message>
    <message>
        <source>A 10B decoder planned on 4 H100 and on 8 A100 (BF16, 4096-token sequences)</source>
        <translation>在 4 块 H100 和 8 块 A100 上规划的 100 亿参数解码器（BF16，序列长度 4096）</translation>
    </message>
    <message>
        <source>%1 datasheet</source>
        <translation>%1 规格书</translation>
    </message>
    <message>
        <source>NVIDIA A100 and A800 datasheets</source>
        <translation>NVIDIA A100 与 A800 规格书</translation>
    </message>
    <message>
        <source>InfiniBand Trade Association specifications</source>
        <translation>InfiniBand 贸易协会（IBTA）规范</translation>
    </message>
    <message>
        <source>IEEE 802.3 Ethernet standard</source>
        <translation>IEEE 802.3 以太网标准</translation>
    </message>
    <message>
        <source>PCI-SIG specifications; NVIDIA A100 and H100 datasheets</source>
        <translation>PCI-SIG 规范；NVIDIA A100 与 H100 规格书</translation>
    </message>
    <message>
        <source>NVIDIA H100 datasheet</source>
        <translation>NVIDIA H100 规格书</translation>
    </message>
    <message>
        <source>NVIDIA H100, H200 and B200 datasheets</source>
        <translation>NVIDIA H100、H200 与 B200 规格书</translation>
    </message>
    <message>
        <source>NVIDIA H20 specifications</source>
        <translation>NVIDIA H20 规格</translation>
    </message>
    <message>
        <source>A 10B decoder planned at 10 QPS with INT8 weights on L40</source>
        <translation>在 L40 上以 INT8 权重、10 QPS 规划的 100 亿参数解码器</translation>
    </message>
    <message>
        <source>NVIDIA H100 and DGX H100 datasheets</source>
        <translation>NVIDIA H100 与 DGX H100 规格书</translation>
    </message>
    <message>
        <source>NVIDIA MIG user guide</source>
        <translation>NVIDIA MIG 用户指南</translation>
    </message>
    <message>
        <source>Multimodal towers (docs/model.md)</source>
        <translation>多模态视觉塔（docs/model.md）</translation>
    </message>
    <message>
        <source>Hosting per month (colocation × IT kW)</source>
        <translation>每月托管费（托管单价 × IT 千瓦数）</translation>
    </message>
    <message>
        <source>Operations staff per month</source>
        <translation>每月运维人员费用</translation>
    </message>
    <message>
        <source>break-even = purchase ÷ ((rent per month − energy per hour × %1) × utilisation − hosting − staff); none when renting costs less than owning and running the servers</source>
        <translation>回本周期 = 采购价 ÷ ((每月租金 − 每小时电费 × %1) × 利用率 − 托管费 − 运维人员费用)；若租用比自购并运行服务器更便宜，则不会回本</translation>
    </message>
    <message>
        <source>buy total = purchase + (energy + hosting + staff per month) × horizon; rent total = rent per month × utilisation × horizon; buy when the buy total is lower (the horizon exceeds the break-even)</source>
        <translation>购买总额 = 采购价 +（每月电费 + 托管费 + 运维人员费用）× 使用期；租用总额 = 每月租金 × 利用率 × 使用期；购买总额更低（使用期超过回本周期）时建议购买</translation>
    </message>
    <message>
        <source>%1: writing one checkpoint to the servers&apos; NVMe drives takes %2 minutes; saving every hour would stall training that long. Save asynchronously, or add NVMe drives or a parallel file system.</source>
        <translation>%1：向服务器的 NVMe 硬盘写入一次检查点需要 %2 分钟；若每小时保存一次，训练就会停顿这么久。请改用异步保存，或增加 NVMe 硬盘、采用并行文件系统。</translation>
    </message>
    <message>
        <source>%1: %2 parameters is larger than any published model (the largest, Switch Transformer C, has 1.6 trillion); treat every figure here as an extrapolation.</source>
        <translation>%1：%2参数超过了任何已公开的模型（最大的 Switch Transformer C 为 1.6 万亿参数）；此处所有数字都只是外推。</translation>
    </message>
    <message>
        <source>A distilled model of %1 parameters (60% of the size)</source>
        <translation>蒸馏出的 %1参数模型（规模的 60%）</translation>
    </message>
    <message>
        <source>INT8 quantisation (weights and activations where the GPU has INT8 tensor cores) usually costs less than one point of accuracy; validate.</source>
        <translation>INT8 量化（GPU 有 INT8 张量核心时权重和激活值都量化）通常使准确率下降不到一个百分点；请验证。</translation>
    </message>
    <message>
        <source>A student trained to imitate this model: distillation needs the larger model&apos;s outputs, and its quality must be validated.</source>
        <translation>这是训练来模仿本模型的学生模型：蒸馏需要大模型的输出，且其效果必须验证。</translation>
    </message>
    <message>
        <source>Electricity per month around the clock</source>
        <translation>全天运行的每月电费</translation>
    </message>
    <message>
        <source>Electricity per month at the utilisation</source>
        <translation>按利用率计的每月电费</translation>
    </message>
    <message>
        <source>Ethernet %1</source>
        <extracomment>a plain Ethernet network in the bill of materials: &quot;Ethernet 100 GbE (TCP)&quot;</extracomment>
        <translation>以太网 %1</translation>
    </message>
    <message>
        <source>GPUs bought or rented</source>
        <translation>采购或租用的 GPU 数</translation>
    </message>
    <message>
        <source>B as % of A</source>
        <extracomment>the A vs B chart&apos;s axis: the current plan as a percentage of the pinned one</extracomment>
        <translation>B 相当于 A 的百分比</translation>
    </message>
    <message>
        <source>No chart: A or B has no option that fits.</source>
        <translation>无法绘图：A 或 B 没有放得下的方案。</translation>
    </message>
    <message>
        <source>%1: B %2 is %3 of A %4</source>
        <extracomment>tooltip of a bar of the A vs B chart: &quot;Training time: B 7.9 days is 51% of A 15.6 days&quot;</extracomment>
        <translation>%1：B 的 %2 是 A 的 %4 的 %3</translation>
    </message>
    <message>
        <source>GPU power (planned GPUs)</source>
        <translation>GPU 功耗（规划的 GPU）</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <extracomment>an amount of money smaller than the one shown, e.g. &quot;&lt; $0.01&quot;</extracomment>
        <translation>不到 %1</translation>
    </message>
    <message>
        <source>B %1
A %2</source>
        <extracomment>above a bar of the A vs B chart, on two lines: &quot;B 16 GPUs&quot;, &quot;A 32 GPUs&quot;</extracomment>
        <translation>B %1
A %2</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <extracomment>The memory charts&apos; vertical axis title where the chart is too short for the whole one.</extracomment>
        <translation>单卡 GiB</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <source>%1: decoding the training images on the CPU takes about %2 cores per GPU (%3 images per second per core); an 8-GPU server has about %4. Decode on the GPUs (NVIDIA DALI, nvJPEG) or store the images pre-decoded.</source>
        <translation>%1：在 CPU 上解码训练图像，每块 GPU 约需 %2 个核心（每个核心每秒 %3 张图像）；8 卡服务器每块 GPU 约有 %4 个核心。请改在 GPU 上解码（NVIDIA DALI、nvJPEG），或预先存储解码后的图像。</translation>
    </message>
    <message>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <source>Encoder–decoder (T5-style)</source>
        <translation>编码器-解码器（T5 类）</translation>
    </message>
    <message>
        <source>T5, Flan-T5, mT5: an encoder reads the input once, a decoder writes the output attending to it; used for translation, summarisation and text-to-text tasks.</source>
        <translation>T5、Flan-T5、mT5：编码器只读取一遍输入，解码器在生成输出时通过交叉注意力关注该输入；用于翻译、摘要和文本到文本任务。</translation>
    </message>
    <message>
        <source>Of which left free by the engine</source>
        <translation>其中：引擎未分配的显存</translation>
    </message>
    <message>
        <source>Usable (driver capacity)</source>
        <translation>可用（驱动报告容量）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP, at most the memory fraction of what the weights, buffers and graphs leave free; the rest of that free memory stays unallocated</source>
        <translation>权重 = 参数量 × 每参数字节数 ÷ (TP·PP)；KV 缓存 = 2·L·g·d·字节数 × token 数 × 批大小 ÷ TP，最多为（权重、缓冲区和 CUDA Graph 占用后的剩余显存）× 显存占用比例；剩余显存的其余部分不分配</translation>
    </message>
    <message>
        <source>max concurrent sequences</source>
        <translation>最大并发序列数</translation>
    </message>
    <message>
        <source>Engine limit (sequences at once)</source>
        <translation>引擎并发上限（序列数）</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo (overlapped TP and data-parallel communication)</source>
        <translation>Megatron-Core / NeMo（张量并行与数据并行通信重叠）</translation>
    </message>
    <message>
        <source>PyTorch FSDP2 / torchtitan (prefetched gathers)</source>
        <translation>PyTorch FSDP2 / torchtitan（预取参数聚合）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO (default settings)</source>
        <translation>DeepSpeed ZeRO（默认设置）</translation>
    </message>
    <message>
        <source>Megatron-LM 2021 (no overlap)</source>
        <translation>Megatron-LM 2021（无通信重叠）</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>TensorRT-LLM 0.6 (2023, before XQA)</source>
        <translation>TensorRT-LLM 0.6（2023 年，XQA 之前）</translation>
    </message>
    <message>
        <source>Requests per second per replica at the scenario&apos;s rate</source>
        <translation>场景请求速率下每副本的每秒请求数</translation>
    </message>
    <message>
        <source>Sequences at once at that rate</source>
        <translation>该速率下同时处理的序列数</translation>
    </message>
    <message>
        <source>Time to first token at that rate</source>
        <translation>该速率下的首 token 延迟</translation>
    </message>
    <message>
        <source>Time between tokens at that rate</source>
        <translation>该速率下的 token 间隔</translation>
    </message>
    <message>
        <source>requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = requests per second × output tokens; at the rate λ per replica: time between tokens = decode step(1 + B) ÷ (1 − λ × prefill per request), B = λ × output tokens × time between tokens (Little&apos;s law)</source>
        <translation>每秒请求数 = 副本数 × 批大小 ÷（输出 token 数 × 每 token 输出时间）；每秒 token 数 = 每秒请求数 × 输出 token 数；每副本请求速率为 λ 时：token 间隔 = 批大小为 1 + B 时的解码一步 ÷（1 − λ × 每个请求的预填充时间），B = λ × 输出 token 数 × token 间隔（利特尔定律）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP, allocated for the batch; usable = driver capacity</source>
        <translation>权重 = 参数量 × 每参数字节数 ÷ (TP·PP)；KV 缓存 = 2·L·g·d·字节数 × token 数 × 批大小 ÷ TP，按批大小分配；可用 = 驱动报告容量</translation>
    </message>
    <message>
        <source>The fixed batch of %1 in this scenario is more than the %2 sequences the engine runs at once; raise the max concurrent sequences.</source>
        <extracomment>%1: the fixed batch; %2: the engine&apos;s limit of sequences at once</extracomment>
        <translation>此场景的固定批大小 %1 超过推理引擎可同时运行的 %2 个序列；请调高最大并发序列数。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is costed: the option does not fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法估算成本：该方案放不下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Instances the fewest GPUs would fill (too little memory left free)</source>
        <translation>最少 GPU 数所需实例数（显存余量不足）</translation>
    </message>
    <message>
        <source>Servers the fewest GPUs would fill (too little memory left free)</source>
        <translation>最少 GPU 数所需服务器数（显存余量不足）</translation>
    </message>
    <message>
        <source>measured step time</source>
        <translation>实测单步时间</translation>
    </message>
    <message>
        <source>measured throughput</source>
        <translation>实测吞吐量</translation>
    </message>
    <message>
        <source>The pilot run&apos;s step of %1 s is faster than these GPUs&apos; peak allows (the model predicts %2 s); check the time, the GPU count and the model.</source>
        <extracomment>%1: the pilot run&apos;s step in seconds; %2: the model&apos;s step on the same GPUs</extracomment>
        <translation>试运行的单步时间 %1 秒比这些 GPU 的峰值算力所能达到的还快（模型预测 %2 秒）；请检查单步时间、GPU 数量和模型。</translation>
    </message>
    <message>
        <source>The pilot run&apos;s step of %1 s is over 20 times slower than the model predicts (%2 s); check the time, the GPU count and the model.</source>
        <extracomment>%1: the pilot run&apos;s step in seconds; %2: the model&apos;s step on the same GPUs</extracomment>
        <translation>试运行的单步时间 %1 秒比模型预测（%2 秒）慢 20 倍以上；请检查单步时间、GPU 数量和模型。</translation>
    </message>
    <message>
        <source>energy per hour = IT kW × PUE × price per kWh; job = per hour × training hours; month at the utilisation = per hour × %1 h × utilisation</source>
        <translation>每小时电费 = IT 千瓦 × PUE × 每千瓦时电价；任务 = 每小时 × 训练小时数；按利用率计的每月电费 = 每小时 × %1 小时 × 利用率</translation>
    </message>
    <message>
        <source>energy per hour = IT kW × PUE × price per kWh; month around the clock (the table&apos;s figure) = per hour × %1 h; at the utilisation = per hour × %1 h × utilisation</source>
        <translation>每小时电费 = IT 千瓦 × PUE × 每千瓦时电价；全天运行的每月电费（表中数值）= 每小时 × %1 小时；按利用率计 = 每小时 × %1 小时 × 利用率</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) must divide the FFN size (%2).</source>
        <translation>张量并行度（%1）必须能整除 FFN 维度（%2）。</translation>
    </message>
    <message>
        <source>%1: even %2 GPUs, the GPU limit, serve only %3 requests per second, below the target; raise the GPU limit or lower the rate.</source>
        <extracomment>%1: GPU name; %2: GPUs planned (the limit); %3: requests per second they serve</extracomment>
        <translation>%1：即使用到 GPU 数量上限 %2 块 GPU，每秒也只能处理 %3 个请求，低于目标；请提高 GPU 数量上限或降低请求速率。</translation>
    </message>
    <message>
        <source>The model accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.</source>
        <extracomment>%1: tokens a request needs (input + output, or the context); %2: the model&apos;s maximum positions</extracomment>
        <translation>模型的最大上下文长度为 %2 个 token（max_position_embeddings）；此处一个请求需要 %1 个 token。</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide the data-parallel size (%2).</source>
        <translation>专家并行度（%1）必须能整除数据并行度（%2）。</translation>
    </message>
    <message>
        <source>%1 of host memory per GPU; CPU Adam costs %2 a step, won back by the faster layout it allows.</source>
        <translation>每块 GPU 需要 %1 主机内存；CPU 上运行 Adam 使每步慢 %2，但腾出的显存可改用更快的并行方案，足以抵消。</translation>
    </message>
    <message>
        <source>CPU Adam costs %1 a step, won back by the faster layout the freed memory allows.</source>
        <translation>CPU 上运行 Adam 使每步慢 %1，但腾出的显存可改用更快的并行方案，足以抵消。</translation>
    </message>
    <message>
        <source>Lossless Ethernet needs careful tuning (PFC, ECN): %1 time in the model.</source>
        <translation>无损以太网需要仔细调优（PFC、ECN）：估算耗时变化 %1。</translation>
    </message>
    <message>
        <source>%1: BF16 requested, but this GPU has no BF16 tensor cores; modelled at FP16 speed. Choose FP16 on the Precision page.</source>
        <translation>%1：选择了 BF16，但该 GPU 没有 BF16 张量核心；按 FP16 速度估算。请在“精度”页选择 FP16。</translation>
    </message>
    <message>
        <source>%1 must be a whole number; the file gives %2.</source>
        <extracomment>%1: the field; %2: the number with a fraction the file gave</extracomment>
        <translation>%1 必须是整数；文件中为 %2。</translation>
    </message>
    <message>
        <source>0 GiB: the fp32 master copy in the optimizer states is the weight; each block is gathered in 16 bits when it runs (in the overhead)</source>
        <translation>0 GiB：权重即优化器状态中的 fp32 主权重；各块运行时才以 16 位聚合（计入开销）</translation>
    </message>
    <message>
        <source>%1 cannot be read and could not be kept as %2; the prices were not saved.</source>
        <extracomment>%1: the price file that cannot be read; %2: the name it was to be kept under</extracomment>
        <translation>%1 无法读取，也无法重命名为 %2 加以保留；价格未保存。</translation>
    </message>
    <message>
        <source>%1 is %2, above its high end of %3.</source>
        <extracomment>%1: the price&apos;s place in the file; %2: its low end; %3: its high end</extracomment>
        <translation>%1 为 %2，高于其上限 %3。</translation>
    </message>
    <message>
        <source>Sharding more state adds data-parallel traffic to each step.</source>
        <translation>分片更多状态会增加每步的数据并行通信。</translation>
    </message>
    <message>
        <source>Recomputes the forward pass: about a third more compute a step.</source>
        <translation>重新计算前向传播：每步计算量约增加三分之一。</translation>
    </message>
    <message>
        <source>Smaller matrices run less efficiently: slower steps.</source>
        <translation>矩阵变小，计算效率降低：每步变慢。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>GiB and bytes</comment>
        <extracomment>a memory figure: &quot;37.53 GiB (40,301,166,229 bytes)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>MoE routing: waits for the tokens per expert</source>
        <translation>MoE 路由：等待各专家的 token 数</translation>
    </message>
    <message>
        <source>%1 · fits from %2</source>
        <extracomment>a legend entry of the memory chart: %1 the GPU, %2 its fewest GPUs that fit (&quot;16 GPUs&quot;); keep it short, the legend has a row for three of them</extracomment>
        <translation>%1 · 最少 %2 可放下</translation>
    </message>
    <message>
        <source>The training stack&apos;s own</source>
        <translation>训练框架默认</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>None (unfused attention)</source>
        <translation>不使用（非融合注意力）</translation>
    </message>
    <message>
        <source>matmul compute (recomputation or smaller per-GPU matrices)</source>
        <translation>矩阵乘计算（重计算或单卡矩阵更小）</translation>
    </message>
    <message>
        <source>element-wise kernels</source>
        <translation>逐元素算子</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>expert-parallel all-to-all</source>
        <translation>专家并行 all-to-all</translation>
    </message>
    <message>
        <source>waiting for the MoE layers&apos; tokens per expert</source>
        <translation>等待 MoE 层各专家的 token 数</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>上下文并行的 K/V 交换</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线阶段间的发送</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>data-parallel / ZeRO communication</source>
        <translation>数据并行 / ZeRO 通信</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>host offload</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>Needs more GPUs or has a higher latency.</source>
        <translation>需要更多 GPU，或延迟更高。</translation>
    </message>
    <message>
        <source>As fast once both are held to the best published MFU; the kernel model prefers the chosen layout.</source>
        <translation>按公开报道的最佳 MFU 封顶后两者一样快；逐算子估算更倾向于所选方案。</translation>
    </message>
    <message>
        <source>%1 % faster, but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that headroom.</source>
        <extracomment>%1: how much faster the runner-up is, in per cent</extracomment>
        <translation>快 %1%，但空闲显存不足 10%；为了这份余量，搜索最多让出 3% 的速度。</translation>
    </message>
    <message>
        <source>As fast, but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that headroom.</source>
        <translation>一样快，但空闲显存不足 10%；为了这份余量，搜索最多让出 3% 的速度。</translation>
    </message>
    <message>
        <source>As fast, and needs more memory per GPU.</source>
        <translation>一样快，但每卡显存占用更多。</translation>
    </message>
    <message>
        <source>As fast (within 0.05 %): either layout would do.</source>
        <translation>一样快（相差不到 0.05%）：两种方案都可以。</translation>
    </message>
    <message>
        <source>%1 % slower, mostly from more %2.</source>
        <extracomment>%1: how much slower the runner-up&apos;s step is, in per cent; %2: the step-time term that grew most</extracomment>
        <translation>慢 %1%，多出的时间主要来自%2。</translation>
    </message>
    <message>
        <source>Why not the runner-up</source>
        <translation>为何不选次优方案</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次大小 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: a parallel layout; %2: what differs from the chosen layout, e.g. &quot;micro-batch 2&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU</source>
        <translation>每卡虚拟流水线阶段数</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) is more than the %2 GPUs that %3 joins by NVLink; pin %2 or fewer.</source>
        <extracomment>%1: the pinned tensor parallel size; %2: the GPUs one NVLink domain joins; %3: the GPU</extracomment>
        <translation>张量并行度（%1）超过了 %3 的 NVLink 互连范围（%2 块 GPU）；请指定不超过 %2 的值。</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) splits neither the %2 KV heads evenly nor into whole copies of them.</source>
        <translation>张量并行度（%1）既不能均分 %2 个 KV 头，也无法让每块 GPU 各复制完整的 KV 头。</translation>
    </message>
    <message>
        <source>A tensor parallel group of %1 would straddle two servers of %2 GPUs; pin a size that divides %2.</source>
        <translation>%1 路张量并行组会跨越两台 %2 卡服务器；请指定能整除 %2 的值。</translation>
    </message>
    <message>
        <source>%1 GPUs do not divide by the tensor parallel size %2.</source>
        <translation>%1 块 GPU 不能被张量并行度 %2 整除。</translation>
    </message>
    <message>
        <source>%1 GPUs of %2 cannot all be used: TP is at most %3, PP at most the %4 layers and DP at most the global batch of %5 sequences. Use fewer GPUs or a larger global batch.</source>
        <extracomment>%1: the GPU count; %2: the GPU; %3: the largest tensor parallel size; %4: the layers; %5: the global batch</extracomment>
        <translation>%1 块 %2 无法全部用上：TP 最多 %3，PP 最多为层数 %4，DP 最多为全局批大小 %5 条序列。请减少 GPU 数量或增大全局批大小。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine has no interleaved schedule; choose Megatron-Core, or no interleaving.</source>
        <translation>DeepSpeed 的流水线引擎不支持交错调度；请选择 Megatron-Core，或不使用交错。</translation>
    </message>
    <message>
        <source>Encoder-decoder models are planned with tensor and data parallelism only (no pipeline or context parallelism).</source>
        <translation>编码器-解码器模型只按张量并行和数据并行规划（不支持流水线并行或上下文并行）。</translation>
    </message>
    <message>
        <source>More pipeline stages (%1) than layers (%2).</source>
        <translation>流水线阶段数（%1）多于层数（%2）。</translation>
    </message>
    <message>
        <source>Pipeline stages × interleaving (%1) must not exceed the %2 layers.</source>
        <translation>流水线阶段数 × 交错数（%1）不能超过层数（%2）。</translation>
    </message>
    <message>
        <source>The micro-batch (%1) cannot exceed the global batch (%2).</source>
        <translation>微批次大小（%1）不能超过全局批大小（%2）。</translation>
    </message>
    <message>
        <source>The fixed parallel sizes need at least %1 GPUs, more than the GPU limit of %2.</source>
        <translation>所设并行度至少需要 %1 块 GPU，超过了 GPU 数量上限（%2）。</translation>
    </message>
    <message>
        <source>hosting price per kW and month</source>
        <translation>每千瓦每月托管费</translation>
    </message>
    <message>
        <source>operations staff cost per server and year</source>
        <translation>每台服务器每年运维人员费用</translation>
    </message>
    <message>
        <source>maximum positions</source>
        <translation>最大位置数（max_position_embeddings）</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>每个 token 激活的专家数</translation>
    </message>
    <message>
        <source>expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <source>These sizes make a model of %1 parameters; gpuplan plans models of at most %2 parameters.</source>
        <extracomment>%1: the parameter count the sizes give; %2: the largest model gpuplan plans</extracomment>
        <translation>按这些尺寸，模型参数量为 %1；gpuplan 只能规划参数量不超过 %2 的模型。</translation>
    </message>
    <message>
        <source>Choose at least one GPU to compare.</source>
        <translation>请至少选择一种 GPU 进行比较。</translation>
    </message>
    <message>
        <source>%1 GPUs are chosen; compare at most %2 at a time.</source>
        <translation>已选择 %1 种 GPU；一次最多比较 %2 种。</translation>
    </message>
    <message>
        <source>The GPU “%1” is not in the catalogue.</source>
        <extracomment>%1: a GPU id from a file that the catalogue does not list</extracomment>
        <translation>内置 GPU 列表中没有“%1”。</translation>
    </message>
    <message>
        <source>The network “%1” is not in the catalogue.</source>
        <translation>内置网络列表中没有“%1”。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist; choose 0, 1, 2 or 3.</source>
        <translation>不存在 ZeRO 阶段 %1；请选择 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>An expert parallel size of %1 needs a mixture-of-experts model; this model has no experts.</source>
        <translation>专家并行度 %1 需要混合专家（MoE）模型；此模型没有专家。</translation>
    </message>
    <message>
        <source>The model has learned positions for %2 tokens; a sequence of %1 does not fit its position table.</source>
        <extracomment>%1: the sequence length; %2: the positions the model&apos;s learned position table holds</extracomment>
        <translation>该模型的可学习位置编码只覆盖 %2 个 token；长度为 %1 的序列超出其位置表。</translation>
    </message>
    <message>
        <source>The training tokens (%1) are fewer than one sequence of %2 tokens.</source>
        <extracomment>%1: the training tokens; %2: the sequence length</extracomment>
        <translation>训练 token 数（%1）少于一条序列的长度（%2 个 token）。</translation>
    </message>
    <message>
        <source>Give the pilot run&apos;s step time or its throughput, not both.</source>
        <translation>试运行请只填写单步时间或吞吐量之一，不要同时填写。</translation>
    </message>
    <message>
        <source>A measured pilot run needs its GPU count or its full layout (TP, PP and DP).</source>
        <translation>实测的试运行需要给出其 GPU 数量或完整并行方案（TP、PP 和 DP）。</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode needs continuous batching, not a fixed batch of %1.</source>
        <translation>预填充与解码分离部署需要连续批处理，不能使用固定批大小 %1。</translation>
    </message>
    <message>
        <source>An encoder has no decode phase to disaggregate.</source>
        <translation>编码器没有解码阶段，无法分离部署。</translation>
    </message>
    <message>
        <source>A context of %1 tokens is shorter than a request&apos;s %2 input + %3 output tokens.</source>
        <extracomment>%1: the context; %2: a request&apos;s input tokens; %3: its output tokens</extracomment>
        <translation>上下文长度 %1 个 token 短于单个请求的 %2 个输入 + %3 个输出 token。</translation>
    </message>
    <message>
        <source>A context of %1 tokens is shorter than a request&apos;s %2 input tokens.</source>
        <extracomment>%1: the context; %2: a request&apos;s input tokens (an encoder has no output)</extracomment>
        <translation>上下文长度 %1 个 token 短于单个请求的 %2 个输入 token。</translation>
    </message>
    <message>
        <source>Serving weights must be FP32, BF16, FP16, FP8, INT8, INT4, MXFP4 or NVFP4.</source>
        <translation>推理权重必须是 FP32、BF16、FP16、FP8、INT8、INT4、MXFP4 或 NVFP4。</translation>
    </message>
    <message>
        <source>The KV cache must be FP32, BF16, FP16, FP8 or INT8.</source>
        <translation>KV 缓存必须是 FP32、BF16、FP16、FP8 或 INT8。</translation>
    </message>
    <message>
        <source>A model given by its size alone has from %2 to %3 parameters; %1 is outside that range.</source>
        <extracomment>%1: the parameters asked; %2, %3: the fewest and the most a model given by its size alone has</extracomment>
        <translation>仅按规模指定的模型，参数量须在 %2 到 %3 之间；%1 超出此范围。</translation>
    </message>
    <message>
        <source>%1 parameters are too few for a model of this type (%2): its vocabulary or vision tower alone is about that size. Enter a larger size.</source>
        <extracomment>%1: the parameters asked; %2: the model family</extracomment>
        <translation>参数量 %1对“%2”这类模型来说太少：仅词表或视觉塔就差不多有这么大。请输入更大的规模。</translation>
    </message>
    <message>
        <source>A model of this type (%1) cannot be given by its size alone; choose a preset or import a config.json.</source>
        <translation>“%1”这类模型不能只按规模指定；请选择预设模型或加载 config.json。</translation>
    </message>
    <message>
        <source>These sizes make a model with no parameters.</source>
        <translation>按这些尺寸，模型没有任何参数。</translation>
    </message>
    <message>
        <source>The encoder&apos;s hidden size (%1) must equal the decoder&apos;s (%2): they share the token table.</source>
        <extracomment>%1: the encoder&apos;s hidden size; %2: the decoder&apos;s</extracomment>
        <translation>编码器的隐藏层维度（%1）必须与解码器的（%2）相同：二者共用词嵌入表。</translation>
    </message>
    <message>
        <source>%1 expert groups do not divide the %2 routed experts.</source>
        <extracomment>%1: the expert groups (n_group); %2: the routed experts</extracomment>
        <translation>专家组数（%1）不能整除路由专家数（%2）。</translation>
    </message>
    <message>
        <source>The expert groups a token may use hold %1 experts, fewer than the %2 it picks.</source>
        <extracomment>%1: the experts in the groups a token may use; %2: the experts a token picks</extracomment>
        <translation>每个 token 可用的专家组中一共只有 %1 个专家，少于每个 token 激活的专家数（%2）。</translation>
    </message>
    <message>
        <source>The dense layers (mlp_only_layers) must be distinct layer indices in ascending order.</source>
        <translation>稠密层（mlp_only_layers）必须是互不重复、按升序排列的层索引。</translation>
    </message>
    <message>
        <source>The query and key head sizes (qk_nope_head_dim + qk_rope_head_dim) must not both be 0.</source>
        <translation>qk_nope_head_dim 和 qk_rope_head_dim 不能同时为 0（二者之和是查询和键的头维度）。</translation>
    </message>
    <message>
        <source>The projector lists %1 widths; a vision model&apos;s projector lists 1 to %2, and a text-only model none.</source>
        <extracomment>%1: the widths listed; %2: the most a projector lists</extracomment>
        <translation>投影层列出了 %1 个宽度；视觉模型的投影层应列出 1 到 %2 个，纯文本模型则不应列出。</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>model source</source>
        <translation>模型来源</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>buy or rent</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>inference engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>training framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>offloading</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>weight precision</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>file version</source>
        <translation>文件格式版本</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>MLP 类型</translation>
    </message>
    <message>
        <source>normalisation</source>
        <translation>归一化方式</translation>
    </message>
    <message>
        <source>position encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>Unknown value “%2” for %1.</source>
        <extracomment>%1: the field of a file; %2: the name the file gives, which gpuplan does not know</extracomment>
        <translation>%1的取值“%2”无法识别。</translation>
    </message>
    <message>
        <source>Value out of range: %1 is %2, outside %3 to %4.</source>
        <extracomment>%1: the field; %2: the value given; %3, %4: the allowed range</extracomment>
        <translation>取值超出范围：%1（当前为 %2，允许 %3 至 %4）。</translation>
    </message>
    <message>
        <source>%3 has learned positions for %2 tokens; a sequence of %1 does not fit its position table.</source>
        <extracomment>%1: the sequence length; %2: the positions the model&apos;s learned position table holds; %3: the model&apos;s name</extracomment>
        <translation>%3 的可学习位置编码只覆盖 %2 个 token；长度为 %1 的序列超出其位置表。</translation>
    </message>
    <message>
        <source>%3 accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.</source>
        <extracomment>%1: tokens a request needs (input + output, or the context); %2: the model&apos;s maximum positions; %3: the model&apos;s name</extracomment>
        <translation>%3 的最大上下文长度为 %2 个 token（max_position_embeddings）；此处一个请求需要 %1 个 token。</translation>
    </message>
    <message>
        <source>The file is not valid JSON: the first error is at line %1, column %2.</source>
        <extracomment>%1: the line; %2: the column of the first error in the file</extracomment>
        <translation>文件不是有效的 JSON：第一个错误在第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than any file gpuplan reads.</source>
        <extracomment>%1: the largest file gpuplan reads, in MiB</extracomment>
        <translation>文件大于 %1 MiB，超出 gpuplan 可读取的上限。</translation>
    </message>
    <message>
        <source>The file&apos;s top level is not a JSON object ({ … }).</source>
        <translation>文件的顶层不是 JSON 对象（{ … }）。</translation>
    </message>
    <message>
        <source>GPUs planned (the fixed count)</source>
        <translation>规划的 GPU（固定数量）</translation>
    </message>
    <message>
        <source>Latency at the full batch (TTFT / TPOT / E2E)</source>
        <translation>满批延迟（首 token / 每 token / 端到端）</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide TP × CP × DP (%2).</source>
        <translation>专家并行度（%1）必须能整除 TP × CP × DP（%2）。</translation>
    </message>
    <message>
        <source> · EP %1 · ETP 1</source>
        <translation> · EP %1 · ETP 1</translation>
    </message>
    <message>
        <source>Of which expert parameters (÷ EP %1 × expert TP %2)</source>
        <translation>其中专家参数（÷ EP %1 × 专家 TP %2）</translation>
    </message>
    <message>
        <source>Replicas of each expert (ZeRO shards its states over them)</source>
        <translation>每个专家的副本数（ZeRO 在这些副本间分片其状态）</translation>
    </message>
    <message>
        <source>A GeForce card: NVIDIA&apos;s GeForce driver licence does not allow data-centre deployment; check availability and support before planning on it.</source>
        <translation>GeForce 消费级显卡：NVIDIA 的 GeForce 驱动许可不允许在数据中心部署；纳入计划前请确认供货和技术支持。</translation>
    </message>
    <message>
        <source>No BF16 tensor cores: planned in FP16 at FP16 speed (training needs loss scaling); check availability and software support before planning on it.</source>
        <translation>没有 BF16 张量核心：按 FP16 精度和 FP16 速度规划（训练需要损失缩放）；纳入计划前请确认供货和软件支持。</translation>
    </message>
    <message>
        <source>Base weight bytes per parameter (frozen)</source>
        <translation>冻结底座每参数权重字节数</translation>
    </message>
    <message>
        <source>Trainable adapter parameters</source>
        <translation>可训练适配器参数量</translation>
    </message>
    <message>
        <source>weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with ZeRO-2; optimizer = %1 bytes/param (÷ DP with ZeRO-1); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>权重 = 参数量 ÷ (TP·PP) × 每参数字节数（ZeRO-3 时再 ÷ DP）；梯度在 ZeRO-2 时 ÷ DP；优化器 = 每参数 %1 字节（ZeRO-1 时 ÷ DP）；激活值 = 每层 s·b·h·(34 + 5·a·s/h) ÷ TP，重计算时更少</translation>
    </message>
    <message>
        <source>%1 GB of %2 GB usable per GPU (%3 of %4 in the table), across %5</source>
        <translation>每块 GPU 使用 %1 GB（可用 %2 GB；即表中的 %3 / %4），共 %5</translation>
    </message>
    <message>
        <source>Optimizer states (with the FP32 master weights)</source>
        <extracomment>the memory breakdown&apos;s legend where FSDP keeps the weights only as the optimizer&apos;s FP32 master copy</extracomment>
        <translation>优化器状态（含 FP32 主权重）</translation>
    </message>
    <message>
        <source>In full training: %1</source>
        <extracomment>a guide claim&apos;s true figure, stated for full training because the scenario trains LoRA adapters</extracomment>
        <translation>全参数训练时：%1</translation>
    </message>
    <message>
        <source>Pure BF16 (no FP32 master copy)</source>
        <translation>纯 BF16（无 FP32 主权重副本）</translation>
    </message>
    <message>
        <source>Pure FP16 (no FP32 master copy)</source>
        <translation>纯 FP16（无 FP32 主权重副本）</translation>
    </message>
    <message>
        <source>FP8 (Transformer Engine), no FP32 master copy</source>
        <translation>FP8（Transformer Engine），无 FP32 主权重副本</translation>
    </message>
    <message>
        <source>With an FP32 master copy: %1</source>
        <extracomment>a guide claim&apos;s true figure, stated for mixed precision because the scenario keeps no FP32 master copy</extracomment>
        <translation>保留 FP32 主权重副本时：%1</translation>
    </message>
    <message>
        <source>weights = the frozen base&apos;s params ÷ (TP·PP) × its bytes/param (16-bit embeddings under QLoRA) + the adapters&apos;; gradients and optimizer states are the adapters&apos; only (%1 + %2 bytes per trainable parameter); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>权重 = 冻结底座参数量 ÷ (TP·PP) × 其每参数字节数（QLoRA 下嵌入层为 16 位）+ 适配器；梯度和优化器状态只属于适配器（每个可训练参数 %1 + %2 字节）；激活值 = 每层 s·b·h·(34 + 5·a·s/h) ÷ TP，重计算时更少</translation>
    </message>
    <message>
        <source>Element-wise kernels (norms, activations)</source>
        <translation>逐元素算子（归一化、激活函数）</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线阶段间的发送</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Host offload (PCIe and the CPU&apos;s optimizer)</source>
        <translation>卸载到主机内存（PCIe 传输与 CPU 上的优化器）</translation>
    </message>
    <message>
        <source>Pure BF16 training (no FP32 master copy)</source>
        <translation>纯 BF16 训练（无 FP32 主权重副本）</translation>
    </message>
    <message>
        <source>Updates smaller than BF16&apos;s resolution are lost: usual for fine-tuning (torchtune, LitGPT&apos;s bf16-true), not for long pre-training; compare the loss curve with a mixed-precision run.</source>
        <translation>小于 BF16 精度的更新会丢失：微调常用此做法（torchtune、LitGPT 的 bf16-true），长时间预训练不宜；请与混合精度训练的损失曲线对比。</translation>
    </message>
    <message>
        <source>Automatic (as each framework&apos;s published runs)</source>
        <translation>自动（按各框架公开的训练配置）</translation>
    </message>
    <message>
        <source>Fused (Megatron-Core, Transformer Engine, Liger, torch.compile)</source>
        <translation>融合算子（Megatron-Core、Transformer Engine、Liger、torch.compile）</translation>
    </message>
    <message>
        <source>Eager PyTorch (Hugging Face Transformers + PEFT, torchtune, LitGPT)</source>
        <translation>PyTorch eager 模式（Hugging Face Transformers + PEFT、torchtune、LitGPT）</translation>
    </message>
    <message>
        <source>Fused kernels (Liger Kernel or torch.compile) instead of eager PyTorch</source>
        <translation>用融合算子（Liger Kernel 或 torch.compile）替代 PyTorch eager 模式</translation>
    </message>
    <message>
        <source>The same arithmetic in fewer kernels with fewer saved tensors, where the stack supports the model (Liger Kernel, torch.compile); compare a few steps&apos; loss with the eager run.</source>
        <translation>计算相同，只是算子更少、保存的张量更少，前提是所用框架支持该模型（Liger Kernel、torch.compile）；请将前几步的损失与 eager 模式对比。</translation>
    </message>
    <message>
        <source>%1: FP16 without the FP32 master copy loses small updates and overflows. Pure 16-bit training is done in BF16; with FP16, keep the FP32 master copy (Precision page).</source>
        <translation>%1：FP16 不保留 FP32 主权重副本时，会丢失微小的更新并发生溢出。纯 16 位训练应使用 BF16；使用 FP16 时请保留 FP32 主权重副本（精度页）。</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>Megatron runs fused kernels: choose Fused or Automatic element-wise kernels with it, or eager PyTorch with FSDP or DeepSpeed.</source>
        <translation>Megatron 使用融合算子：逐元素算子请选择“融合算子”或“自动”；若使用 PyTorch eager 模式，请改用 FSDP 或 DeepSpeed。</translation>
    </message>
    <message>
        <source>10B–100B: 16–32 GPUs with NVLink</source>
        <translation>百亿级（100 亿至 1000 亿参数）：16–32 块 GPU，NVLink 互连</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>汇率（人民币/美元）</translation>
    </message>
    <message>
        <source>Exchange rate (TWD per USD)</source>
        <translation>汇率（新台币/美元）</translation>
    </message>
    <message>
        <source>No BF16 tensor cores: served in FP16 at FP16 speed; check availability and software support before planning on it.</source>
        <translation>没有 BF16 张量核心：按 FP16 精度和 FP16 速度部署推理；纳入计划前请确认供货和软件支持。</translation>
    </message>
    <message>
        <source>Change in the cost of the one-off job: buying the hardware and running it for the job; negative saves money.</source>
        <translation>本次任务的费用变化：购买硬件及任务期间的运行费用；负数表示省钱。</translation>
    </message>
    <message>
        <source>Change in the rent for the one-off job; negative saves money.</source>
        <translation>本次任务的租金变化；负数表示省钱。</translation>
    </message>
    <message>
        <source>Change in the cost over the %1-month horizon: the purchase, power, hosting and staff; negative saves money.</source>
        <extracomment>%1: the horizon in months, e.g. &quot;36-month&quot;</extracomment>
        <translation>%1 个月使用期限内的费用变化：采购价、电费、托管费和运维人员费用；负数表示省钱。</translation>
    </message>
    <message>
        <source>Change in the rent over the %1-month horizon, at the utilisation; negative saves money.</source>
        <extracomment>%1: the horizon in months</extracomment>
        <translation>%1 个月使用期限内按利用率计算的租金变化；负数表示省钱。</translation>
    </message>
    <message>
        <source>Job cost change</source>
        <translation>任务费用变化</translation>
    </message>
    <message>
        <source>Job rent change</source>
        <translation>任务租金变化</translation>
    </message>
    <message>
        <source>Cost change</source>
        <translation>费用变化</translation>
    </message>
    <message>
        <source>Rent change</source>
        <translation>租金变化</translation>
    </message>
    <message>
        <source>Cost change over %1</source>
        <extracomment>a column header: %1 the horizon, e.g. &quot;48 months&quot;</extracomment>
        <translation>%1费用变化</translation>
    </message>
    <message>
        <source>Rent change over %1</source>
        <extracomment>a column header: %1 the horizon, e.g. &quot;48 months&quot;</extracomment>
        <translation>%1租金变化</translation>
    </message>
    <message>
        <source>%1: sold into mainland China only under a US export licence, granted case by case; check the current rules and the supplier&apos;s licence before ordering.</source>
        <translation>%1：向中国大陆销售须取得美国出口许可证（逐案审批）；下单前请核实现行规定和供应商的许可证。</translation>
    </message>
    <message>
        <source>%1: meets the deadline, but at the top of its uncertainty band it takes %2; add GPUs for margin.</source>
        <extracomment>%2 the training time at the top of the estimate&apos;s uncertainty band, e.g. &quot;16.1 days&quot;</extracomment>
        <translation>%1：估算可按期完成，但取不确定度上限时需 %2；建议增加 GPU 留出余量。</translation>
    </message>
    <message>
        <source>power per rack</source>
        <translation>每机柜功率</translation>
    </message>
    <message>
        <source>%1: one server draws %2, more than the site&apos;s %3 per rack: each takes a rack of its own beyond its limit. Ask the site for higher-power racks.</source>
        <translation>%1：单台服务器功耗 %2，超过机房每机柜 %3 的上限；即使每台服务器独占一个机柜，也仍超限。请向机房申请更高功率的机柜。</translation>
    </message>
    <message>
        <source>within budget = the job&apos;s rent ≤ limit; renting, the job&apos;s GPU-hours hardly change with the GPU count, so the budget buys the job or not at any count</source>
        <translation>在预算内 = 本次任务租金 ≤ 预算上限；租用时，任务所需的 GPU 小时数几乎不随 GPU 数量变化，因此无论用多少 GPU，预算要么够、要么不够</translation>
    </message>
    <message>
        <source>Share of the budget</source>
        <translation>占预算比例</translation>
    </message>
    <message>
        <source>Budget limit %1, above the chart</source>
        <translation>预算上限 %1（远高于图中各点，未画出）</translation>
    </message>
    <message>
        <source>Break-even after %1 of use, beyond the %2-year depreciation; the horizon here is %3.</source>
        <extracomment>%1: months until the purchase pays back; %2: the depreciation period in years (&quot;4&quot;); %3: the horizon</extracomment>
        <translation>使用 %1后回本，已超出 %2 年折旧期；此处的使用期限为 %3。</translation>
    </message>
    <message>
        <source>recommended = the fewest GPU-hours among options that fit and meet the goals; within %1 of the fewest (closer than the model tells apart), the cheapest</source>
        <translation>推荐 = 能放下且满足目标的方案中 GPU 小时最少者；若有方案与最少者相差在 %1 以内（模型已无法区分），则取其中成本最低者</translation>
    </message>
    <message>
        <source>cuDNN fused attention (FlashAttention-3 on Hopper)</source>
        <translation>cuDNN 融合注意力（Hopper 上为 FlashAttention-3）</translation>
    </message>
    <message>
        <source>GPU power (all GPUs together)</source>
        <translation>GPU 功耗（全部 GPU 合计）</translation>
    </message>
    <message>
        <source>IT power (all servers together)</source>
        <translation>IT 功率（全部服务器合计）</translation>
    </message>
    <message>
        <source>Parameters stream over PCIe: each step about %1 slower than without it on the same GPUs.</source>
        <translation>参数每步都经 PCIe 传输：在同样的 GPU 上，每步比不卸载约慢 %1。</translation>
    </message>
    <message>
        <source>The global batch (%1 sequences of %2 tokens) holds more than the training tokens (%3): the run would be less than one step.</source>
        <extracomment>%1: the global batch (sequences); %2: the sequence length; %3: the training tokens</extracomment>
        <translation>全局批大小（%1 条序列，每条 %2 个 token）已超过训练 token 总数（%3）：整个训练还不到一步。</translation>
    </message>
    <message>
        <source>Layers on the slowest pipeline stage</source>
        <translation>最慢流水线阶段上的层数</translation>
    </message>
    <message>
        <source>%1 of %2 (⌈layers ÷ PP⌉)</source>
        <translation>%2 层中的 %1 层（⌈层数 ÷ PP⌉）</translation>
    </message>
    <message>
        <source>Hosting per month (colocation × the racks&apos; contracted kW)</source>
        <translation>每月托管费（托管单价 × 机柜约定千瓦数）</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>This file holds values outside their ranges, and a field that cannot show such a value shows the nearest allowed one; check them before you save. %1</source>
        <extracomment>%1: one sentence per value, &quot;Value out of range: output tokens is 0, outside 1 to 100,000,000.&quot;</extracomment>
        <translation>此文件中有取值超出允许范围；无法显示该值的输入框会显示最接近的允许值，保存前请逐项核对。%1</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s time to first token (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：首 token 延迟为 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s time per output token (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：每 token 输出时间为 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s end-to-end time of a request (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：单个请求端到端耗时 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency unit on a chart axis</comment>
        <translation>元</translation>
    </message>
    <message>
        <source>TWD</source>
        <comment>currency unit on a chart axis</comment>
        <translation>新台币</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency unit on a chart axis</comment>
        <translation>美元</translation>
    </message>
    <message>
        <source>Plain all-to-all (a copy per chosen expert)</source>
        <translation>普通 all-to-all（每个选中的专家一份副本）</translation>
    </message>
    <message>
        <source>DeepEP / HybridEP (a copy per GPU reached)</source>
        <translation>DeepEP / HybridEP（每个目标 GPU 一份副本）</translation>
    </message>
    <message>
        <source>%1: EP overlap is Megatron-Core&apos;s; this layout runs on %2, so the all-to-all is not hidden.</source>
        <extracomment>%2: a training framework, e.g. PyTorch FSDP</extracomment>
        <translation>%1：EP 通信重叠是 Megatron-Core 的功能；该并行方案运行在 %2 上，all-to-all 通信不会被隐藏。</translation>
    </message>
    <message>
        <source>%1: Megatron-Core does not run EP overlap with full recompute; the all-to-all is not hidden in this layout.</source>
        <translation>%1：Megatron-Core 在完全重计算时不启用 EP 通信重叠；该并行方案中 all-to-all 通信不会被隐藏。</translation>
    </message>
    <message>
        <source>%1: with pipeline parallelism Megatron-Core runs EP overlap only with an interleaved schedule; the all-to-all is not hidden in this layout.</source>
        <translation>%1：使用流水线并行时，Megatron-Core 只在交错调度下启用 EP 通信重叠；该并行方案中 all-to-all 通信不会被隐藏。</translation>
    </message>
    <message>
        <source>%1: EP overlap is kept as you set it, but this layout has no expert parallelism.</source>
        <translation>%1：已按你的设置保留 EP 通信重叠，但该并行方案没有专家并行。</translation>
    </message>
    <message>
        <source>%1: the kernel model gives %2 MFU, above the best published %3 for its GPU generation (%4) and precision; the time is computed at %3. A pilot run can calibrate it.</source>
        <extracomment>%4: a GPU generation, e.g. Hopper</extracomment>
        <translation>%1：按算子逐项估算的 MFU 为 %2，高于同代 GPU（%4）在此精度下公开报道的最佳值 %3；时间按 %3 计算。可用一次试运行来校准。</translation>
    </message>
    <message>
        <source> · VPP %1</source>
        <translation> · VPP %1</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s EP overlap: the expert all-to-all beside another micro-batch</source>
        <translation>Megatron-Core 的 EP 通信重叠：专家 all-to-all 与另一个微批次的计算同时进行</translation>
    </message>
    <message>
        <source>DeepEP dispatch instead of a plain all-to-all</source>
        <translation>用 DeepEP 分发代替普通 all-to-all</translation>
    </message>
    <message>
        <source>No accuracy risk; needs Megatron-Core with expert parallelism, no full recompute, and an interleaved schedule with pipeline parallelism.</source>
        <translation>不影响模型效果；需要 Megatron-Core 与专家并行、不使用完全重计算，使用流水线并行时还需要交错调度。</translation>
    </message>
    <message>
        <source>No accuracy risk; needs the DeepEP or HybridEP library built for the cluster (NVLink, and RDMA between nodes).</source>
        <translation>不影响模型效果；需要为集群编译 DeepEP 或 HybridEP 库（节点内 NVLink，节点之间 RDMA）。</translation>
    </message>
    <message>
        <source>%1: DeepEP runs under Megatron-Core or PyTorch FSDP; this layout runs on %2, so the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <extracomment>%2: a training framework, e.g. DeepSpeed ZeRO</extracomment>
        <translation>%1：DeepEP 只能在 Megatron-Core 或 PyTorch FSDP 下运行；该并行方案运行在 %2 上，专家的 token 分发按普通 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: DeepEP needs NVLink between the GPUs of a server; over PCIe the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <translation>%1：DeepEP 需要服务器内的 GPU 之间有 NVLink 互联；走 PCIe 时，专家的 token 分发按普通 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: DeepEP needs a data-centre GPU of the Ampere generation or later; the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <translation>%1：DeepEP 需要 Ampere 及更新架构的数据中心 GPU；专家的 token 分发按普通 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，首 token 延迟也有 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，每 token 输出时间也有 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，单个请求端到端耗时也有 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count serves only %2 requests per second, below the target; %3 serve it.</source>
        <extracomment>%3: the fewest GPUs of this type that serve the target rate, e.g. &quot;42 GPUs&quot;</extracomment>
        <translation>%1：固定的 GPU 数量每秒只能处理 %2 个请求，低于目标；需要 %3 才能达到。</translation>
    </message>
    <message>
        <source>%1 serve the requested rate.</source>
        <extracomment>%1: the fewest GPUs of this type that serve the requested rate, e.g. &quot;42 GPUs&quot;</extracomment>
        <translation>需要 %1 才能达到目标请求速率。</translation>
    </message>
    <message>
        <source>Parameters are offloaded to the host only with ZeRO stage 3 (fully sharded); choose ZeRO 3, or offload the optimizer only.</source>
        <translation>只有在 ZeRO 阶段 3（完全分片）下才能把参数卸载到主机内存；请选择 ZeRO 3，或只卸载优化器状态。</translation>
    </message>
    <message>
        <source>Cheaper servers without NVSwitch: this layout has no tensor parallelism for PCIe to slow.</source>
        <translation>服务器更便宜，但没有 NVSwitch：此并行方案不使用张量并行，PCIe 不会拖慢它。</translation>
    </message>
    <message>
        <source>Cheaper servers, but no NVSwitch: tensor parallelism (TP %1) crosses PCIe (%2 time here).</source>
        <translation>服务器更便宜，但没有 NVSwitch：张量并行（TP %1）的通信要走 PCIe（耗时变化 %2）。</translation>
    </message>
    <message>
        <source>%1: misses the deadline; the fastest layout needs %2 days. %3 meet it.</source>
        <extracomment>%3: the fewest GPUs of this type that finish within the deadline, e.g. &quot;12 GPUs&quot;</extracomment>
        <translation>%1：无法按期完成；最快的并行方案也需要 %2 天。用 %3 可按期完成。</translation>
    </message>
    <message>
        <source>%1: the training sequences are longer than the %2 positions the model was trained on: that is context extension (RoPE scaling such as YaRN, and long-context data); the memory and time are planned as given.</source>
        <extracomment>%2: the positions (tokens) the model was trained on, e.g. 131,072</extracomment>
        <translation>%1：训练序列长于模型训练时的 %2 个位置：这属于上下文扩展（需要 YaRN 等 RoPE 缩放以及长上下文数据）；显存和时间按所给长度估算。</translation>
    </message>
    <message>
        <source>%1: a GeForce card: NVIDIA&apos;s GeForce driver licence does not allow data-centre deployment; check where the servers will run before buying.</source>
        <translation>%1：GeForce 消费级显卡：NVIDIA 的 GeForce 驱动许可不允许在数据中心部署；采购前请确认服务器将部署在哪里。</translation>
    </message>
    <message>
        <source>Megatron offloads the optimizer only, no parameters; choose FSDP or DeepSpeed for parameter offload, or offload the optimizer only.</source>
        <translation>Megatron 只能卸载优化器状态，不能卸载参数；如需卸载参数请选择 FSDP 或 DeepSpeed，或只卸载优化器状态。</translation>
    </message>
    <message>
        <source>The optimizer is offloaded to the host only with a sharded optimizer (ZeRO stage 1 or more); choose ZeRO 1 to 3, or no offload.</source>
        <translation>只有在优化器状态分片时（ZeRO 阶段 1 及以上）才能把优化器状态卸载到主机内存；请选择 ZeRO 1 至 3，或不卸载。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time to first token at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：在目标请求速率下，首 token 延迟为 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time per output token at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：在目标请求速率下，每 token 输出时间为 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：在目标请求速率下，单个请求端到端耗时 %2 毫秒，上限为 %3 毫秒。</translation>
    </message>
    <message>
        <source>No count within the GPU limit serves the load</source>
        <translation>在 GPU 数量上限内均无法承载该负载</translation>
    </message>
    <message>
        <source>%1: vLLM and SGLang do not serve T5-style encoder–decoder models; the numbers assume their batching. TensorRT-LLM serves them: choose it on the Workload page.</source>
        <translation>%1：vLLM 和 SGLang 不支持 T5 类编码器-解码器模型的推理，这些数字按它们的批处理方式估算。TensorRT-LLM 支持这类模型：请在“工作负载”页选择它。</translation>
    </message>
    <message>
        <source>%1: TensorRT-LLM runs on NVIDIA GPUs only; the numbers assume its batching on this GPU. Serve it with vLLM or SGLang: choose one on the Workload page.</source>
        <translation>%1：TensorRT-LLM 只能在 NVIDIA GPU 上运行，这些数字按它在这块 GPU 上的批处理方式估算。请改用 vLLM 或 SGLang：在“工作负载”页选择。</translation>
    </message>
    <message>
        <source>GPUs rented</source>
        <translation>租用 GPU 数</translation>
    </message>
    <message>
        <source>GPUs bought</source>
        <translation>采购 GPU 数</translation>
    </message>
    <message>
        <source>Power of the GPUs bought or rented</source>
        <translation>采购或租用 GPU 的功耗</translation>
    </message>
    <message>
        <source>The saving depends on how much of the memory is optimizer state, and each step then waits on PCIe and the CPU; the “How to use fewer GPUs” list re-plans it for this scenario.</source>
        <translation>节省多少取决于优化器状态占显存的比例，而且每一步都要等待 PCIe 和 CPU；“如何少用 GPU”部分会针对本场景重新规划。</translation>
    </message>
    <message>
        <source>%1: the kernel model gives %2 MFU, above the best published %3 for this GPU and precision; the time is computed at %3. A pilot run can calibrate it.</source>
        <translation>%1：按算子逐项估算的 MFU 为 %2，高于这款 GPU 在此精度下公开报道的最佳值 %3；时间按 %3 计算。可用一次试运行来校准。</translation>
    </message>
    <message>
        <source>%1: with no limit on the time per output token, answers stream at %2 a token (%3 tokens/s). Set a TPOT limit on the Workload page (50 ms is a common interactive target) to size the GPUs for it.</source>
        <extracomment>%2: milliseconds a token, e.g. &quot;248 ms&quot;; %3: tokens per second, e.g. &quot;4.0&quot;</extracomment>
        <translation>%1：未设置每 token 输出时间上限，回答流式输出时每个 token 需 %2（每秒 %3 个 token）。请在“工作负载”页设置每 token 输出时间上限（交互式应用常用 50 毫秒），以便据此规划 GPU 数量。</translation>
    </message>
    <message>
        <source>Parameters (P)</source>
        <translation>参数量（P）</translation>
    </message>
    <message>
        <source>Dense peak</source>
        <translation>稠密峰值算力</translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2)</source>
        <translation>%1 TFLOPS（%2）</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>TTFT / TPOT / E2E at the full batch</source>
        <translation>满批时的首 token 延迟 / 每 token 输出时间 / 端到端</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>TTFT / TPOT with one sequence at a time</source>
        <translation>每次仅一条序列时的首 token 延迟 / 每 token 输出时间</translation>
    </message>
    <message>
        <source>%1 of the usable memory is spare on the purchase of %3 (%2 with the fastest layout on the fixed count)</source>
        <extracomment>%1, %2: shares of memory; %3: a GPU name</extracomment>
        <translation>采购 %3 时可用显存余量为 %1（在固定 GPU 数量下采用最快的并行方案时为 %2）</translation>
    </message>
    <message>
        <source>%1 of the usable memory is spare on the purchase of %3 (%2 at the minimum that fits)</source>
        <extracomment>%1, %2: shares of memory; %3: a GPU name</extracomment>
        <translation>采购 %3 时可用显存余量为 %1（采用能放下的最少 GPU 数量时为 %2）</translation>
    </message>
    <message>
        <source>gpuplan already counts the CUDA context, the NCCL buffers and the allocator&apos;s reserve; it keeps at least %1 of the usable memory free where it chooses the GPU count, not on a count you fix.</source>
        <translation>gpuplan 已计入 CUDA 上下文、NCCL 缓冲区和分配器预留；由它选定 GPU 数量时至少保留 %1 的可用显存，你固定的 GPU 数量则不受此限。</translation>
    </message>
    <message>
        <source>gpuplan already counts the CUDA context, the NCCL buffers and the allocator&apos;s reserve; the purchase it plans keeps at least %1 of the usable memory free.</source>
        <translation>gpuplan 已计入 CUDA 上下文、NCCL 缓冲区和分配器预留；它规划的采购方案至少保留 %1 的可用显存。</translation>
    </message>
    <message>
        <source>NVLink (A100 SXM) is %1 faster than PCIe (A100 PCIe) on %2 here, the fewest GPUs in whole servers that both fit on</source>
        <extracomment>%1: a share; %2: a GPU count, the fewest whole servers on which both A100 variants fit the model</extracomment>
        <translation>本场景在 %2 上（按整台服务器计，两种 A100 都放得下模型的最少 GPU 数），NVLink（A100 SXM）比 PCIe（A100 PCIe）快 %1</translation>
    </message>
    <message>
        <source>%1 % faster, but leaves less than 10 % of memory free; the search keeps that headroom where a layout on the count does.</source>
        <extracomment>%1: how much faster the runner-up is, in per cent</extracomment>
        <translation>快 %1%，但空闲显存不足 10%；在该 GPU 数量下只要有方案能留出这份余量，搜索就会保留它。</translation>
    </message>
    <message>
        <source>As fast, but leaves less than 10 % of memory free; the search keeps that headroom where a layout on the count does.</source>
        <translation>一样快，但空闲显存不足 10%；在该 GPU 数量下只要有方案能留出这份余量，搜索就会保留它。</translation>
    </message>
    <message>
        <source>%1: the MFU you gave, %2, is above the best published %3 for this GPU and precision; the time is computed at it as given. A pilot run can check it.</source>
        <translation>%1：你给出的 MFU（%2）高于这款 GPU 在此精度下公开报道的最佳值 %3；时间按你给出的值计算。可用一次试运行来核实。</translation>
    </message>
    <message>
        <source>%1: the MFU you gave, %2, is above the best published %3 for its GPU generation (%4) and precision; the time is computed at it as given. A pilot run can check it.</source>
        <extracomment>%4: a GPU generation, e.g. Hopper</extracomment>
        <translation>%1：你给出的 MFU（%2）高于同代 GPU（%4）在此精度下公开报道的最佳值 %3；时间按你给出的值计算。可用一次试运行来核实。</translation>
    </message>
    <message>
        <source>%1: no export ruling for mainland China was found for this GPU; check the current rules before ordering.</source>
        <translation>%1：未查到此 GPU 能否出口到中国大陆的明确规定；下单前请核实现行规定。</translation>
    </message>
    <message>
        <source>Give a pilot run&apos;s measurement or an MFU, not both: the pilot calibrates the model, the MFU replaces it.</source>
        <translation>试运行实测值和 MFU 只能填写其一：试运行用于校准模型，MFU 则直接取代模型。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine runs ZeRO 0 or 1 only, not ZeRO %1; choose ZeRO 1, one pipeline stage, or FSDP.</source>
        <extracomment>%1: the ZeRO stage pinned, 2 or 3</extracomment>
        <translation>DeepSpeed 的流水线引擎只支持 ZeRO 0 或 1，不支持 ZeRO %1；请选择 ZeRO 1、单个流水线阶段或 FSDP。</translation>
    </message>
    <message>
        <source>Interleaving (%1 virtual stages) needs more than one pipeline stage; choose PP 2 or more, or no interleaving.</source>
        <extracomment>%1: the virtual pipeline stages pinned</extracomment>
        <translation>交错调度（%1 个虚拟阶段）需要多个流水线阶段；请选择 PP 2 或以上，或不使用交错调度。</translation>
    </message>
    <message>
        <source>GPUs in one replica (log₂ scale)</source>
        <translation>单个副本的 GPU 数量（log₂ 刻度）</translation>
    </message>
    <message>
        <source>Sold into mainland China only under a US export licence, granted case by case; check the current rules and the supplier&apos;s licence before planning on it.</source>
        <translation>向中国大陆销售须取得美国出口许可证（逐案审批）；规划前请核实现行规定和供应商的许可证。</translation>
    </message>
    <message>
        <source>No export ruling for mainland China was found for this GPU; check the current rules before planning on it.</source>
        <translation>未查到此 GPU 能否出口到中国大陆的明确规定；规划前请核实现行规定。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time to first token is %2 ms against a limit of %3 ms; as planned it is %4 ms.</source>
        <extracomment>%2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，首 token 延迟也有 %2 毫秒，上限为 %3 毫秒；按规划为 %4 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time per output token is %2 ms against a limit of %3 ms; as planned it is %4 ms.</source>
        <extracomment>%2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，每 token 输出时间也有 %2 毫秒，上限为 %3 毫秒；按规划为 %4 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time a request takes %2 ms end to end against a limit of %3 ms; as planned it takes %4 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何并行方案都无法满足延迟要求：即使每次只处理一条序列，单个请求端到端耗时也有 %2 毫秒，上限为 %3 毫秒；按规划耗时 %4 毫秒。</translation>
    </message>
    <message>
        <source>prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = the GEMMs (weight bytes ÷ TP ÷ (HBM bandwidth × 0.8), or their FLOPs ÷ (TP × peak × efficiency), the larger plus half the smaller) + the attention (KV bytes read ÷ (HBM bandwidth × 0.8), or its FLOPs, the larger) + the norms, activations and all-reduces&apos; reads and writes of the hidden state ÷ (HBM bandwidth × 0.8) + tensor-parallel all-reduces + pipeline hops + 1.5 ms; TPOT = decode step + batch ÷ output tokens × prefill per request (each step also carries the prompts arriving meanwhile, prefilled together); TTFT at the full batch = TPOT ÷ 2 + ⌈input tokens ÷ tokens per step⌉ × decode step + prefill × (1 + batch ÷ (output tokens × PP)) (the step in progress, then the prompt&apos;s chunks in the steps that carry them, beside the prompts arriving meanwhile); with one sequence at a time the batch is 1; E2E = TTFT + (output tokens − 1) × TPOT</source>
        <translation>预填充 = 2·P × 输入 token 数 ÷（TP × 峰值算力 × 效率）；解码一步 = GEMM（权重字节数 ÷ TP ÷（HBM 带宽 × 0.8），与其 FLOPs ÷（TP × 峰值算力 × 效率），取较大者再加较小者的一半）+ 注意力（读取的 KV 字节数 ÷（HBM 带宽 × 0.8），与其 FLOPs，取较大者）+ 归一化、激活函数和全归约对隐藏状态的读写字节数 ÷（HBM 带宽 × 0.8）+ 张量并行的全归约 + 流水线并行的级间传输 + 1.5 毫秒；每 token 输出时间 = 解码一步 + 批大小 ÷ 输出 token 数 × 每个请求的预填充（每一步还要捎带其间到达的提示词，一并预填充）；满批时的首 token 延迟 = 每 token 输出时间 ÷ 2 + ⌈输入 token 数 ÷ 每步 token 数⌉ × 解码一步 + 预填充 ×（1 + 批大小 ÷（输出 token 数 × PP））（先等当前这一步结束，再经过承载该提示词各分块的各步，其间到达的其他提示词也在这些步中一并处理）；每次只处理一条序列时，批大小取 1；端到端 = 首 token 延迟 +（输出 token 数 − 1）× 每 token 输出时间</translation>
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
        <translation>要比较的 GPU(&amp;G)：</translation>
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
            <numerusform>已选 %n 种 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Ren&amp;t</source>
        <translation>租用(&amp;T)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Costs in the results follow this choice; the results also show the other mode and the break-even.</source>
        <translation>结果中的成本按此选择计算；结果中也会显示另一种方式和回本周期。</translation>
    </message>
    <message>
        <source>Money model</source>
        <extracomment>group box: the assumptions behind every cost figure</extracomment>
        <translation>成本假设</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>Every cost in the results is shown in this currency.</source>
        <translation>结果中的所有成本都以此币种显示。</translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation>汇率(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;PUE:</source>
        <translation>PUE(&amp;P)：</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power ÷ IT power (catalogue default %1).</source>
        <translation>电能使用效率：设施功率 ÷ IT 功率（内置默认值 %1）。</translation>
    </message>
    <message>
        <source>&amp;Depreciation:</source>
        <translation>折旧年限(&amp;D)：</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Catalogue default: %1 years.</source>
        <translation>内置默认值：%1 年。</translation>
    </message>
    <message>
        <source>Uti&amp;lisation:</source>
        <translation>利用率(&amp;L)：</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>使用期限(&amp;Z)：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How long the hardware is needed. Automatic: the training job, or the depreciation period when serving.</source>
        <translation>硬件需要使用多久。自动：训练任务的时长，推理服务则为折旧期。</translation>
    </message>
    <message>
        <source>Reset to catalogue defaults</source>
        <translation>恢复内置默认值</translation>
    </message>
    <message>
        <source>Catalogue default: %1 per kWh.</source>
        <translation>内置默认值：每千瓦时 %1。</translation>
    </message>
    <message>
        <source>GPU li&amp;mit:</source>
        <translation>GPU 数量上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Fixed GPU &amp;count:</source>
        <translation>固定 GPU 数量(&amp;C)：</translation>
    </message>
    <message>
        <source>Purcha&amp;se</source>
        <translation>采购(&amp;S)</translation>
    </message>
    <message>
        <source>Budget l&amp;imit:</source>
        <translation>预算上限(&amp;I)：</translation>
    </message>
    <message>
        <source>Electricity per k&amp;Wh:</source>
        <translation>每千瓦时电价(&amp;W)：</translation>
    </message>
    <message>
        <source> %1 per USD</source>
        <extracomment>the exchange-rate field&apos;s unit, e.g. &quot; CNY per USD&quot;</extracomment>
        <translation> %1/USD</translation>
    </message>
    <message>
        <source>Catalogue default: %1 %2 per USD (prices.json).</source>
        <translation>内置默认值：1 美元兑 %1 %2（prices.json）。</translation>
    </message>
    <message>
        <source> per kW-month</source>
        <translation>/千瓦·月</translation>
    </message>
    <message>
        <source> per server-year</source>
        <translation>/台·年</translation>
    </message>
    <message>
        <source>People who run the servers, per server and year. Catalogue default: %1 (an estimate: one administrator per 50 GPU servers at the US median wage). 0: staff is not counted.</source>
        <translation>运维服务器的人员费用，按每台服务器每年计。内置默认值：%1（估算：每 50 台 GPU 服务器配一名管理员，按美国工资中位数）。0：不计人员费用。</translation>
    </message>
    <message>
        <source>Hosting per &amp;kW and month:</source>
        <translation>每千瓦每月托管费(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Operations staff per server and year:</source>
        <translation>每台服务器每年运维人员费用(&amp;O)：</translation>
    </message>
    <message>
        <source>mainland China wholesale colocation without power, from the first data-centre REITs, 2025</source>
        <translation>中国大陆批发托管价，不含电费，依据首批数据中心 REITs，2025 年</translation>
    </message>
    <message>
        <source>North American wholesale colocation, CBRE, second half of 2025</source>
        <translation>北美批发托管价，CBRE，2025 年下半年</translation>
    </message>
    <message>
        <source>Colocation or your own data hall, per kW of the servers&apos; IT power and month; power is billed apart. Catalogue default: %1 (%2). 0: hosting is not counted.</source>
        <translation>托管机房或自建机房的费用，按服务器每千瓦 IT 功率每月计；电费另计。内置默认值：%1（%2）。0：不计托管费。</translation>
    </message>
    <message>
        <source>The largest number of GPUs the search for the fewest may use; a fixed GPU count is planned as asked.</source>
        <translation>搜索最少 GPU 数量时可用的 GPU 数量上限；固定 GPU 数量时按所填数量规划。</translation>
    </message>
    <message>
        <source> for the job</source>
        <translation>（整个任务）</translation>
    </message>
    <message>
        <source> per month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>The most the purchase may cost: servers, network and storage.</source>
        <translation>采购费用的上限：服务器、网络和存储。</translation>
    </message>
    <message>
        <source>The most the rent for the whole job may cost.</source>
        <translation>整个任务租金的上限。</translation>
    </message>
    <message>
        <source>The most a month&apos;s rent may cost.</source>
        <translation>每月租金的上限。</translation>
    </message>
    <message>
        <source>Hosting defaults to mainland China&apos;s colocation price here: %1 per kW-month.</source>
        <translation>托管费默认按中国大陆的机房托管价计：每千瓦每月 %1。</translation>
    </message>
    <message>
        <source>Hosting defaults to North American colocation here: %1 per kW-month.</source>
        <translation>托管费默认按北美的机房托管价计：每千瓦每月 %1。</translation>
    </message>
    <message>
        <source>under export controls</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China; the note under the region says what it means</extracomment>
        <translation>受出口管制</translation>
    </message>
    <message>
        <source>US licence needed</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China: sold there under a US licence only</extracomment>
        <translation>需美国许可证</translation>
    </message>
    <message>
        <source>Share of the month the hardware is busy: by default %1 for training, 100% for serving, which takes its load around the clock.</source>
        <translation>硬件每月处于繁忙状态的比例：训练默认 %1；推理部署全天候承接负载，默认 100%。</translation>
    </message>
    <message>
        <source>Power per r&amp;ack:</source>
        <translation>每机柜功率(&amp;A)：</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>The power one rack of your site takes, as the colocation contract states it. Sets how many servers the bill of materials puts in a rack. Automatic: an air-cooled rack of 40 kW, or a liquid-cooled one of 130 kW where one server is beyond air.</source>
        <translation>机房单个机柜可承载的功率，以托管合同为准。它决定物料清单中每个机柜放几台服务器。自动：风冷机柜 40 kW；单台服务器超出风冷能力时按液冷机柜 130 kW 计。</translation>
    </message>
    <message>
        <source>%1 — %2, %3 TFLOPS FP16 (no BF16)</source>
        <translation>%1 — %2，FP16 %3 TFLOPS（不支持 BF16）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a GPU in the list with no 16-bit figure in the catalogue: its name and memory</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>export rules to check</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China: no export ruling found for it either way</extracomment>
        <translation>出口规定待核实</translation>
    </message>
    <message>
        <source>GPUs under export controls are marked in the list; they are compared but never recommended. GPUs sold there under a US export licence (granted case by case) are planned, with a warning to check it. GPUs for which no ruling was found either way are marked for you to check the current rules.</source>
        <translation>列表中已标出受出口管制的 GPU；它们会参与对比，但不会被推荐。凭美国出口许可证（逐案审批）销售的 GPU 照常规划，并提示核实许可证。未查到明确出口规定（无论允许与否）的 GPU 也已标出，请自行核实现行规定。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::CheckedSpinBox</name>
    <message>
        <source>%1 was left empty; the previous value %2 is kept.</source>
        <translation>%1：未填写，保留原值（%2）。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; the previous value %3 is kept.</source>
        <translation>%1：“%2”不是数字，保留原值（%3）。</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 to %4; the previous value %5 is kept.</source>
        <translation>%1：%2 超出范围（%3 至 %4），保留原值（%5）。</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number; the previous value %3 is kept.</source>
        <translation>%1：%2 不是整数，保留原值（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 has more than %n decimal(s); the previous value %3 is kept.</source>
        <translation>
            <numerusform>%1：%2 的小数位数超过 %n 位，保留原值（%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a field&apos;s word for its special value (&quot;No limit&quot;, &quot;Find the minimum&quot;) quoted inside a sentence</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 to %4 (%5 is %6); the previous value %7 is kept.</source>
        <extracomment>%1: the field; %2: what was typed; %3, %4: the range; %5: the value that means %6 (&quot;0&quot;, “Automatic”)</extracomment>
        <translation>%1：%2 超出范围（%3 至 %4；%5 表示%6），保留原值（%7）。</translation>
    </message>
    <message>
        <source>%1: %2 is outside the range (above 0, up to %3); the previous value %4 is kept.</source>
        <extracomment>%1: the field; %2: what was typed; %3: the largest value with its unit; %4: the value kept</extracomment>
        <translation>%1：%2 超出范围（须大于 0，至多 %3），保留原值（%4）。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GlossaryDialog</name>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>The model&apos;s learned numbers. Memory for weights is parameters × bytes per parameter: 2 bytes in BF16, 1 in INT8 or FP8.</source>
        <translation>模型学到的数值。权重所占显存 = 参数量 × 每参数字节数：BF16 为 2 字节，INT8 或 FP8 为 1 字节。</translation>
    </message>
    <message>
        <source>GQA / MHA</source>
        <translation>GQA / MHA</translation>
    </message>
    <message>
        <source>Grouped-query attention shares each key–value head among several query heads, so the KV cache is smaller; multi-head attention keeps one per query head.</source>
        <translation>分组查询注意力（GQA）让多个查询头共用一个键值头，因此 KV 缓存更小；多头注意力（MHA）则为每个查询头各保留一个。</translation>
    </message>
    <message>
        <source>BF16, FP8, INT8, INT4</source>
        <translation>BF16、FP8、INT8、INT4</translation>
    </message>
    <message>
        <source>Number formats of 16, 8, 8 and 4 bits. Lower precision needs less memory and runs faster on GPUs whose tensor cores support it; its accuracy must be validated.</source>
        <translation>分别为 16、8、8 和 4 位的数值格式。精度越低，所需显存越少，在张量核心支持该格式的 GPU 上也跑得更快；但准确率必须验证。</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>Training in BF16 or FP16 while keeping an FP32 master copy of the weights and FP32 optimizer states: faster, but the model states still take 16–18 bytes per parameter.</source>
        <translation>以 BF16 或 FP16 训练，同时保留一份 FP32 主权重和 FP32 优化器状态：速度更快，但模型状态仍占每参数 16–18 字节。</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Zero Redundancy Optimizer: data-parallel GPUs share out the optimizer states (stage 1), the gradients (2) and the weights (3) instead of each holding a full copy.</source>
        <translation>零冗余优化器：数据并行的各 GPU 分摊优化器状态（第 1 阶段）、梯度（第 2 阶段）和权重（第 3 阶段），而不是各自保存完整副本。</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Keeping optimizer states (or weights) in host memory: fewer GPUs fit the model, each step waits on PCIe and the CPU.</source>
        <translation>把优化器状态（或权重）放在主机内存中：更少的 GPU 就能装下模型，但每一步都要等待 PCIe 和 CPU。</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Activation checkpointing: activations are recomputed in the backward pass instead of stored, trading compute for memory.</source>
        <translation>激活检查点：反向传播时重新计算激活值而不是保存它们，以计算换显存。</translation>
    </message>
    <message>
        <source>TP — tensor parallel</source>
        <translation>TP — 张量并行</translation>
    </message>
    <message>
        <source>Each layer&apos;s matrices split across GPUs; they exchange activations every layer, so TP stays inside a server on NVLink.</source>
        <translation>每一层的矩阵拆分到多块 GPU 上；它们每层都要交换激活值，因此张量并行应留在一台服务器内、走 NVLink。</translation>
    </message>
    <message>
        <source>PP — pipeline parallel</source>
        <translation>PP — 流水线并行</translation>
    </message>
    <message>
        <source>Consecutive layers on different GPUs, micro-batches flowing through them; the idle start and end of each step is the pipeline bubble.</source>
        <translation>连续的若干层放在不同的 GPU 上，微批次依次流过；每一步开头和结尾的空闲时间就是流水线气泡。</translation>
    </message>
    <message>
        <source>DP — data parallel</source>
        <translation>DP — 数据并行</translation>
    </message>
    <message>
        <source>Copies of the model on different data, averaging their gradients every step.</source>
        <translation>多个模型副本处理不同的数据，每一步对梯度求平均。</translation>
    </message>
    <message>
        <source>EP — expert parallel</source>
        <translation>EP — 专家并行</translation>
    </message>
    <message>
        <source>A mixture-of-experts model&apos;s experts spread across GPUs; tokens travel to their experts and back (all-to-all).</source>
        <translation>混合专家模型的各个专家分布在不同 GPU 上；token 要发送到对应的专家再传回来（all-to-all）。</translation>
    </message>
    <message>
        <source>CP — context parallel</source>
        <translation>CP — 上下文并行</translation>
    </message>
    <message>
        <source>One long sequence split across GPUs, for contexts too long for one GPU&apos;s activations.</source>
        <translation>把一条长序列拆分到多块 GPU 上，用于单块 GPU 的激活值装不下的长上下文。</translation>
    </message>
    <message>
        <source>Micro-batch and global batch</source>
        <translation>微批次与全局批大小</translation>
    </message>
    <message>
        <source>A micro-batch is what one GPU processes at once; the global batch is all sequences of one optimizer step.</source>
        <translation>微批次是一块 GPU 一次处理的量；全局批大小是一次优化器更新所用的全部序列。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the model&apos;s useful arithmetic per second as a share of the GPUs&apos; peak. Published large runs reach 35–60 %.</source>
        <translation>模型算力利用率：模型每秒的有效运算量占 GPU 峰值算力的比例。已公开的大规模训练通常在 35–60%。</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>Training or serving throughput in tokens (pieces of words) processed each second.</source>
        <translation>训练或推理每秒处理的 token（词的片段）数量，即吞吐量。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>The keys and values of every token seen so far, kept in GPU memory while a request generates; it grows with context length and concurrent requests.</source>
        <translation>请求生成过程中保存在显存里的、此前每个 token 的键和值；它随上下文长度和并发请求数增长。</translation>
    </message>
    <message>
        <source>Prefill and decode</source>
        <translation>预填充与解码</translation>
    </message>
    <message>
        <source>Serving reads the whole prompt at once (prefill, compute-bound), then generates one token per step (decode, memory-bandwidth-bound).</source>
        <translation>推理先一次读完整个提示词（预填充，受算力限制），再每步生成一个 token（解码，受访存带宽限制）。</translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation>首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>From a request&apos;s arrival to its first output token: queueing plus prefill.</source>
        <translation>从请求到达到输出第一个 token 的时间：排队时间加预填充时间。</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>每 token 输出时间（TPOT）</translation>
    </message>
    <message>
        <source>QPS</source>
        <translation>QPS</translation>
    </message>
    <message>
        <source>Queries (requests) per second the deployment must serve.</source>
        <translation>部署每秒必须处理的查询（请求）数。</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Usable memory left free on each GPU. gpuplan&apos;s recommended purchase keeps at least 10 % for training; a serving engine reserves its own share.</source>
        <translation>每块 GPU 上空闲的可用显存。gpuplan 推荐的训练采购方案至少保留 10%；推理引擎会自行预留一部分。</translation>
    </message>
    <message>
        <source>NVLink, PCIe, InfiniBand</source>
        <translation>NVLink、PCIe、InfiniBand</translation>
    </message>
    <message>
        <source>Links inside a server (NVLink, hundreds of GB/s per GPU; PCIe, 64–128 GB/s) and between servers (InfiniBand or Ethernet, 100–800 Gb/s per port).</source>
        <translation>服务器内部的互连（NVLink，每块 GPU 数百 GB/s；PCIe，64–128 GB/s）和服务器之间的互连（InfiniBand 或以太网，每端口 100–800 Gb/s）。</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>Multi-Instance GPU: an A100 or H100 split into up to seven hardware slices, each with its own memory; for small inference jobs, not for training large models.</source>
        <translation>多实例 GPU：把一块 A100 或 H100 切成最多七个硬件切片，各有独立显存；适合小型推理任务，不适合训练大模型。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power ÷ the IT power (cooling and losses on top); 1.3 is typical.</source>
        <translation>电能使用效率：数据中心总功率（IT 功率加上制冷和损耗）÷ IT 功率；典型值为 1.3。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本周期</translation>
    </message>
    <message>
        <source>The months of use after which buying costs less than renting, counting energy, hosting and staff.</source>
        <translation>使用多少个月后购买比租用更便宜，已计入电费、托管和人员费用。</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>What to order: servers, GPUs, network cards and switches, host memory, storage, racks and power.</source>
        <translation>需要订购的内容：服务器、GPU、网卡和交换机、主机内存、存储、机柜和供电。</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;gpuplan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Which GPUs to buy or rent for training, fine-tuning or serving a large AI model: how many, in what layout, how long it takes and what it costs.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built-in data: GPU specifications from the vendors&apos; datasheets; prices dated from %2 to %3 (each plan names the dates of its own prices), marked as estimates where no quote was published. Every figure&apos;s source is listed in the report and in docs/.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;gpuplan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;为训练、微调或部署大型 AI 模型选择购买或租用哪些 GPU：需要多少块、采用何种并行方案、耗时多久、花费多少。&lt;/p&gt;&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更高版本。&lt;/p&gt;&lt;p&gt;内置数据：GPU 规格取自厂商规格书；价格日期从 %2 到 %3（每个规划注明其价格的日期），没有公开报价的标为估算。每个数字的来源都列在报告和 docs/ 中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ETP — expert tensor parallel</source>
        <translation>ETP — 专家张量并行</translation>
    </message>
    <message>
        <source>How many GPUs split each expert. ETP 1 keeps every expert whole on its GPU, so the expert-parallel group may span the tensor-parallel GPUs too (EP up to TP × CP × DP), as NVIDIA&apos;s mixture-of-experts recipes run.</source>
        <translation>每个专家切分到几块 GPU 上。ETP 1 表示每个专家完整放在一块 GPU 上，专家并行组因此也可以跨越张量并行的 GPU（EP 最大可到 TP × CP × DP），NVIDIA 的混合专家训练配方就是这样配置的。</translation>
    </message>
    <message>
        <source>Inter-token latency (ITL)</source>
        <translation>token 间隔（ITL）</translation>
    </message>
    <message>
        <source>The time between one request&apos;s tokens at the scenario&apos;s request rate, with the other requests sharing each step. gpuplan shows TPOT at the engine&apos;s full batch, the worst case the limit is checked against, and ITL at the rate asked for.</source>
        <translation>在场景的请求速率下，与其他请求共用每个解码步时，同一请求相邻两个 token 之间的时间。gpuplan 给出的每 token 输出时间（TPOT）是引擎满批时的数值，即检查延迟上限所用的最坏情况；token 间隔则是在所给请求速率下的数值。</translation>
    </message>
    <message>
        <source>LoRA and QLoRA</source>
        <translation>LoRA 与 QLoRA</translation>
    </message>
    <message>
        <source>Fine-tuning that trains small low-rank adapter matrices (of rank r) beside the frozen weights. QLoRA keeps the frozen weights in 4 bits (NF4) and turns them back into 16 bits for every matrix multiplication: far less memory, somewhat slower steps.</source>
        <translation>一种微调方法：冻结原有权重，仅在旁路训练小型低秩适配器矩阵（秩为 r）。QLoRA 将冻结权重以 4 位（NF4）存储，每次矩阵乘法时再反量化为 16 位：显存占用大幅降低，但每步稍慢。</translation>
    </message>
    <message>
        <source>The time between consecutive output tokens of one request: what a user perceives as streaming speed.</source>
        <translation>同一请求相邻两个输出 token 之间的时间，也就是用户感受到的流式输出速度。</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>A rented cloud machine with a fixed number of GPUs (1, 2, 4 or 8); renting is counted in whole instances.</source>
        <translation>租用的云主机，GPU 数量固定（1、2、4 或 8 块）；租用按整个实例计。</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>The share of the month the hardware is busy. Rent is paid for those hours only; owned hardware costs the same either way.</source>
        <translation>硬件每月处于忙碌状态的时间占比。租用只为这些小时付费；自有硬件无论忙闲，成本都一样。</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>The years over which a purchase is written off; a break-even beyond them means the purchase does not pay back.</source>
        <translation>购置成本分摊的年数；回本时间超过折旧期，意味着这笔采购收不回成本。</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>托管（机房托管）</translation>
    </message>
    <message>
        <source>What a data centre charges each month per kW of IT power for owned servers: space, power delivery and cooling. Its racks take a stated power each, which sets how many servers fit in one.</source>
        <translation>数据中心对自有服务器按每千瓦 IT 功率每月收取的费用，含机位、供电和制冷。每个机柜有约定的功率上限，决定一个机柜能放几台服务器。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::LiveSummary</name>
    <message>
        <source>Answer so far</source>
        <translation>实时结果</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>查看结果</translation>
    </message>
    <message>
        <source>No GPU to compare.</source>
        <translation>没有可比较的 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>the answer so far beside the wizard: &quot;Training time: 15.6 days&quot; (a row title and its cell)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::MainWindow</name>
    <message>
        <source>About gpuplan</source>
        <translation>关于 gpuplan</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF Report…</source>
        <translation>导出 PDF 报告(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清空菜单(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>Report De&amp;tails…</source>
        <translation>报告信息(&amp;T)…</translation>
    </message>
    <message>
        <source>Pr&amp;ices…</source>
        <translation>价格(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with larger text, for a projector</source>
        <translation>全屏并放大文字，适合投影</translation>
    </message>
    <message>
        <source>&amp;Hide Steps and Menu Bar</source>
        <translation>隐藏步骤和菜单栏(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Glossary…</source>
        <translation>术语表(&amp;G)…</translation>
    </message>
    <message>
        <source>A&amp;bout gpuplan</source>
        <translation>关于 gpuplan(&amp;B)</translation>
    </message>
    <message>
        <source>%1[*] — gpuplan</source>
        <extracomment>Window title: the scenario file name, a modified marker [*], the program.</extracomment>
        <translation>%1[*] — gpuplan</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>gpuplan</source>
        <translation>gpuplan</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Save Changes?</source>
        <translation>保存更改？</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them before continuing?</source>
        <translation>场景“%1”有未保存的更改。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
    <message>
        <source>Restore Unsaved Scenario?</source>
        <translation>恢复未保存的场景？</translation>
    </message>
    <message>
        <source>gpuplan did not close normally last time. Restore the scenario you were working on?</source>
        <translation>gpuplan 上次没有正常关闭。要恢复你之前正在编辑的场景吗？</translation>
    </message>
    <message>
        <source>The unsaved scenario from the last session was restored. Save it to keep it.</source>
        <translation>已恢复上次会话中未保存的场景。请保存以保留它。</translation>
    </message>
    <message>
        <source>Drop to open “%1”.</source>
        <translation>松开鼠标即可打开“%1”。</translation>
    </message>
    <message>
        <source>Export Comparison as CSV</source>
        <translation>将对比表导出为 CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>已导出</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>已保存“%1”。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>在文件夹中显示(&amp;F)</translation>
    </message>
    <message>
        <source>GPU plan report</source>
        <translation>GPU 规划报告</translation>
    </message>
    <message>
        <source>%1 The catalogue&apos;s prices are used; saving the price table (Edit › Prices…) keeps the unreadable file as %2.</source>
        <extracomment>%1: why the price file cannot be read; %2: the name an unreadable file is kept under when the table is saved</extracomment>
        <translation>%1 现按内置价格表计算；保存价格表（编辑 › 价格…）时，会将无法读取的文件重命名为 %2 保留。</translation>
    </message>
    <message>
        <source>The preset starts a new, untitled scenario; %1 is unchanged on disk.</source>
        <extracomment>%1: the file that was open when a preset was picked</extracomment>
        <translation>所选预设会新建一个未命名的场景；磁盘上的 %1 保持不变。</translation>
    </message>
    <message>
        <source>No application on this computer opens it; the file is saved as “%1”.</source>
        <extracomment>%1: the exported file with its folder</extracomment>
        <translation>这台电脑上没有可打开它的应用程序；文件已保存为“%1”。</translation>
    </message>
    <message>
        <source>Plan A (%1) is still pinned: the A vs B tab and the report compare it with this scenario. Unpin it there if it does not belong in this report.</source>
        <translation>方案 A（%1）仍处于锁定状态：“A 与 B”标签页和报告会将它与当前场景对比。如果它不应出现在这份报告中，请在该标签页取消锁定。</translation>
    </message>
    <message>
        <source>P&amp;revious Language</source>
        <translation>切回上一种语言(&amp;R)</translation>
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
        <translation>这是哪一类模型？这决定了可选的架构和工作负载。</translation>
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
        <source>Enc&amp;oder (BERT-style)</source>
        <translation>编码器（BERT 类）(&amp;O)</translation>
    </message>
    <message>
        <source>V&amp;ision transformer</source>
        <translation>视觉 Transformer(&amp;I)</translation>
    </message>
    <message>
        <source>M&amp;ultimodal LLM</source>
        <translation>多模态大语言模型(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;CLIP image–text model</source>
        <translation>CLIP 图文模型(&amp;C)</translation>
    </message>
    <message>
        <source>Encoder–decoder (&amp;T5-style)</source>
        <translation>编码器-解码器（T5 类）(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ParamsSpinBox</name>
    <message>
        <source>Parameter count was left empty; the previous value %1 is kept.</source>
        <translation>参数量：未填写，保留原值（%1）。</translation>
    </message>
    <message>
        <source>Parameter count: “%1” is not above zero; the previous value %2 is kept.</source>
        <translation>参数量：“%1”不大于零，保留原值（%2）。</translation>
    </message>
    <message>
        <source>Parameter count: “%1” is not a count (write for example 7, 7B, 500M, 1.5T or 70亿); the previous value %2 is kept.</source>
        <translation>参数量：“%1”不是参数量（请写成例如 70、70亿、7B、500M 或 1.5T，不带单位时按亿计），保留原值（%2）。</translation>
    </message>
    <message>
        <source>Parameter count: %1 is outside %2 to %3; the previous value %4 is kept.</source>
        <translation>参数量：%1 超出范围（%2 至 %3），保留原值（%4）。</translation>
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
        <source>FP1&amp;6 weights</source>
        <translation>FP16 权重(&amp;6)</translation>
    </message>
    <message>
        <source>INT&amp;4 weights (group-128 scales, AWQ/GPTQ)</source>
        <translation>INT4 权重（分组大小 128 的缩放，AWQ/GPTQ）(&amp;4)</translation>
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
        <source>No FP8 tensor cores on %1: FP8 is modelled there at 16-bit speed (FP8 weights still halve the memory when serving).</source>
        <translation>%1 没有 FP8 张量核心：FP8 在其上按 16 位速度估算（推理时 FP8 权重仍可将显存减半）。</translation>
    </message>
    <message>
        <source>No TF32 tensor cores on %1: TF32 runs at FP32 speed there.</source>
        <translation>%1 没有 TF32 张量核心：TF32 在这些 GPU 上按 FP32 速度运行。</translation>
    </message>
    <message>
        <source>BF16 &amp;mixed precision</source>
        <translation>BF16 混合精度(&amp;M)</translation>
    </message>
    <message>
        <source>BF16 &amp;weights</source>
        <translation>BF16 权重(&amp;W)</translation>
    </message>
    <message>
        <source>F&amp;P8 weights</source>
        <translation>FP8 权重(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;INT8 weights (per-channel scales)</source>
        <translation>INT8 权重（逐通道缩放）(&amp;I)</translation>
    </message>
    <message>
        <source>Compute the lo&amp;ss in FP32</source>
        <translation>以 FP32 计算损失(&amp;S)</translation>
    </message>
    <message>
        <source>The cross-entropy usually casts the logits to FP32 (6 bytes per logit at the loss). Turn off for stacks that keep them in BF16 (4 bytes), such as NeMo Automodel with fp32_upcast: false.</source>
        <translation>交叉熵通常先把 logits 转成 FP32（损失处每个 logit 占 6 字节）。对于保持 BF16 的框架（4 字节），例如设置 fp32_upcast: false 的 NeMo Automodel，请取消勾选。</translation>
    </message>
    <message>
        <source>M&amp;XFP4 expert weights (gpt-oss; FP4 tensor cores on Blackwell)</source>
        <translation>MXFP4 专家权重（gpt-oss；Blackwell 上用 FP4 张量核心）(&amp;X)</translation>
    </message>
    <message>
        <source>No FP4 tensor cores on %1: MXFP4 weights are modelled there as weight-only (16-bit compute); they still take 4.25 bits per expert weight.</source>
        <translation>%1 没有 FP4 张量核心：MXFP4 权重在这些 GPU 上按仅权重量化建模（16 位计算），每个专家权重仍只占 4.25 位。</translation>
    </message>
    <message>
        <source>A mixture of experts&apos; expert weights in 4.25 bits (MXFP4), the rest of each layer in 16 bits, as gpt-oss ships; a dense model&apos;s layer weights all in MXFP4.</source>
        <translation>混合专家模型的专家权重以 4.25 位（MXFP4）存储，每层其余部分保持 16 位，与 gpt-oss 发布的格式相同；稠密模型的各层权重全部采用 MXFP4。</translation>
    </message>
    <message>
        <source>NVFP4 weights and &amp;activations (FP4 tensor cores on NVIDIA Blackwell)</source>
        <translation>NVFP4 权重与激活值（NVIDIA Blackwell 上用 FP4 张量核心）(&amp;A)</translation>
    </message>
    <message>
        <source>No NVIDIA FP4 tensor cores on %1: NVFP4 is modelled there as weight-only (16-bit compute); the weights still take 4.5 bits.</source>
        <translation>%1 没有 NVIDIA FP4 张量核心：NVFP4 在这些 GPU 上按仅权重量化建模（16 位计算），权重仍只占 4.5 位。</translation>
    </message>
    <message>
        <source>Every linear layer&apos;s weights in 4.5 bits (NVIDIA&apos;s FP4 with a scale per 16 values), computed on FP4 tensor cores; embeddings and head stay 16-bit.</source>
        <translation>每个线性层的权重以 4.5 位存储（NVIDIA 的 FP4，每 16 个值一个缩放因子），在 FP4 张量核心上计算；嵌入层和输出头保持 16 位。</translation>
    </message>
    <message>
        <source>Keep an FP32 maste&amp;r copy of the weights</source>
        <translation>保留 FP32 主权重副本(&amp;R)</translation>
    </message>
    <message>
        <source>Mixed precision keeps FP32 master weights and FP32 optimizer states: 16 bytes per parameter with AdamW, 18 with FP32 gradients. Turn off for pure BF16 training, as torchtune (dtype: bf16) and LitGPT (bf16-true) run it: weights, gradients and AdamW&apos;s moments all in BF16, 8 bytes per parameter. Updates smaller than BF16&apos;s rounding are lost, so it suits fine-tuning better than long pre-training.</source>
        <translation>混合精度会保留 FP32 主权重和 FP32 优化器状态：使用 AdamW 时每参数 16 字节，FP32 梯度时 18 字节。若采用纯 BF16 训练（如 torchtune 的 dtype: bf16、LitGPT 的 bf16-true），请取消勾选：权重、梯度和 AdamW 的动量都是 BF16，每参数 8 字节。小于 BF16 舍入精度的更新会丢失，因此更适合微调，而不是长时间的预训练。</translation>
    </message>
    <message>
        <source>The scenario is %1, so the training settings apply; the serving settings are kept for when you switch to serving on the Workload page.</source>
        <translation>当前工作负载为“%1”，因此使用训练设置；推理设置会保留，供你在“工作负载”页切换到推理部署时使用。</translation>
    </message>
    <message>
        <source>The scenario is serving, so the serving settings apply; the training settings are kept for when you switch to training on the Workload page.</source>
        <translation>当前工作负载为推理部署，因此使用推理设置；训练设置会保留，供你在“工作负载”页切换到训练时使用。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceDialog</name>
    <message>
        <source>Prices</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>Prices in %1 (%2 per USD). Edit a cell to use your own quote; your prices are shown in bold and apply to every plan. Purchase prices are ranges: plans use the middle.</source>
        <translation>价格单位为 %1（每美元 %2）。编辑单元格即可使用你自己的报价；你的价格以粗体显示，并应用于所有规划。采购价是一个区间：规划取中间值。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Purchase low
%1/GPU</source>
        <translation>采购价下限
%1/卡</translation>
    </message>
    <message>
        <source>Purchase mid
%1/GPU</source>
        <translation>采购价中值
%1/卡</translation>
    </message>
    <message>
        <source>Purchase high
%1/GPU</source>
        <translation>采购价上限
%1/卡</translation>
    </message>
    <message>
        <source>Server low
%1</source>
        <translation>服务器价下限
%1</translation>
    </message>
    <message>
        <source>Server high
%1</source>
        <translation>服务器价上限
%1</translation>
    </message>
    <message>
        <source>Rent low
%1/GPU-hour</source>
        <translation>租金下限
%1/GPU 小时</translation>
    </message>
    <message>
        <source>Rent high
%1/GPU-hour</source>
        <translation>租金上限
%1/GPU 小时</translation>
    </message>
    <message>
        <source>kW per GPU
(server share)</source>
        <translation>每卡千瓦
（含服务器分摊）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&amp;Reset to Catalogue Prices</source>
        <translation>恢复内置价格(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export Prices</source>
        <translation>导出价格表</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>your prices</source>
        <translation>你的价格</translation>
    </message>
    <message>
        <source>estimate: %1</source>
        <translation>估算：%1</translation>
    </message>
    <message>
        <source>quoted: %1</source>
        <translation>报价：%1</translation>
    </message>
    <message>
        <source>This rate applies to instances of other sizes. Priced on their own:</source>
        <translation>此租金适用于其他规格的实例。以下规格单独定价：</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (%1): %2–%3 per GPU-hour</source>
        <translation>
            <numerusform>%n 卡（%1）：每 GPU 小时 %2–%3</numerusform>
        </translation>
    </message>
    <message>
        <source>A rate you enter applies to every instance size.</source>
        <translation>你输入的租金适用于所有实例规格。</translation>
    </message>
    <message>
        <source>“%1” is not a price: enter a number of 0 or more, or clear the cell to use the catalogue&apos;s price.</source>
        <translation>“%1”不是价格：请输入不小于 0 的数字，或清空单元格以使用内置价格。</translation>
    </message>
    <message>
        <source>“%1” is not a power: enter kilowatts of 0 or more, or clear the cell to use the catalogue&apos;s figure.</source>
        <translation>“%1”不是功率：请输入不小于 0 的千瓦数，或清空单元格以使用内置数值。</translation>
    </message>
    <message>
        <source>The low end %1 is above your high end %2: lower it, or raise the high end first.</source>
        <translation>下限 %1 高于你设置的上限 %2：请调低下限，或先调高上限。</translation>
    </message>
    <message>
        <source>The high end %1 is below your low end %2: raise it, or lower the low end first.</source>
        <translation>上限 %1 低于你设置的下限 %2：请调高上限，或先调低下限。</translation>
    </message>
    <message>
        <source>From the GPU price: %1 GPUs × the GPU price × %2 for the rest of the server. Enter a server price to use your own.</source>
        <translation>按 GPU 价格推算：%1 块 GPU × GPU 单价 × %2（计入服务器其余部分）。输入服务器价格即可改用你自己的报价。</translation>
    </message>
    <message>
        <source>The low end %1 is above the catalogue&apos;s high end %2, so the high end is %1 too; enter a high end to set your own.</source>
        <translation>下限 %1 高于内置的上限 %2，因此上限也随之设为 %1；填写上限即可改用你自己的值。</translation>
    </message>
    <message>
        <source>The high end %1 is below the catalogue&apos;s low end %2, so the low end is %1 too; enter a low end to set your own.</source>
        <translation>上限 %1 低于内置的下限 %2，因此下限也随之设为 %1；填写下限即可改用你自己的值。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ReportDetailsDialog</name>
    <message>
        <source>Report Details</source>
        <translation>报告信息</translation>
    </message>
    <message>
        <source>GPU plan: the workload (the default)</source>
        <translation>GPU 规划：工作负载（默认）</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Prepared &amp;for:</source>
        <translation>客户(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>确定(&amp;O)</translation>
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
        <source>Show the e&amp;quation</source>
        <translation>显示公式(&amp;Q)</translation>
    </message>
    <message>
        <source>Reveal the formula and the inputs behind the selected number. Click a row header or a cell to choose the number.</source>
        <translation>显示所选数值背后的公式和输入。点击行标题或单元格来选择数值。</translation>
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
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>成本图</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Rules of thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <source>Each tactic re-planned with one change: GPUs, time and money saved, and the risk.</source>
        <translation>每种做法只改一处并重新规划：节省的 GPU、时间和资金，以及风险。</translation>
    </message>
    <message>
        <source>What the market&apos;s guides say, what gpuplan computes, and why they differ.</source>
        <translation>市场指南怎么说、gpuplan 算出多少，以及两者为何不同。</translation>
    </message>
    <message>
        <source>Each point re-plans the scenario at that GPU count and shows the rent.</source>
        <translation>每个点都按该 GPU 数量重新规划，显示租金。</translation>
    </message>
    <message>
        <source>Each point re-plans the scenario at that GPU count and shows the purchase price.</source>
        <translation>每个点都按该 GPU 数量重新规划，显示采购价。</translation>
    </message>
    <message>
        <source>Budget limit: %1 (dashed line).</source>
        <translation>预算上限：%1（虚线）。</translation>
    </message>
    <message>
        <source>Cheapest option that meets the goals: %1.</source>
        <translation>满足目标的最便宜方案：%1。</translation>
    </message>
    <message>
        <source>Prices are estimates dated %1; check current quotes.</source>
        <translation>价格为估算值，日期 %1；请核对最新报价。</translation>
    </message>
    <message>
        <source>Prices marked ≈ are estimates dated %1.</source>
        <translation>标有 ≈ 的价格为估算值，日期 %1。</translation>
    </message>
    <message>
        <source>A vs B</source>
        <translation>A 与 B</translation>
    </message>
    <message>
        <source>The pinned plan (A) beside the current one (B)</source>
        <translation>锁定的方案（A）与当前方案（B）并排对比</translation>
    </message>
    <message>
        <source>&amp;Pin as A</source>
        <translation>锁定为 A(&amp;P)</translation>
    </message>
    <message>
        <source>Keep this plan as A, then change anything: the A vs B tab compares them</source>
        <translation>把此方案锁定为 A，然后随意修改：“A 与 B”页会对比两者</translation>
    </message>
    <message>
        <source>&amp;Unpin A</source>
        <translation>取消锁定 A(&amp;U)</translation>
    </message>
    <message>
        <source>A is the plan you pinned; B follows every change. Rows that differ are in bold.</source>
        <translation>A 是你锁定的方案；B 随每次修改而更新。不同的行以粗体显示。</translation>
    </message>
    <message>
        <source>A (pinned)</source>
        <translation>A（已锁定）</translation>
    </message>
    <message>
        <source>B (now)</source>
        <translation>B（当前）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a price date and the GPU it is for, e.g. &quot;2026-03 (NVIDIA A100 SXM4 80GB)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the price dates of several GPUs</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Computed in under 0.1 ms</source>
        <translation>计算耗时不到 0.1 毫秒</translation>
    </message>
    <message>
        <source>The prices were edited after A was pinned: A&apos;s money uses the earlier prices, B&apos;s the new ones.</source>
        <translation>锁定 A 之后价格已修改：A 的金额按修改前的价格计算，B 按新价格计算。</translation>
    </message>
    <message>
        <source>How to use fewer GPUs</source>
        <translation>如何少用 GPU</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RulesPanel</name>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>A typical guide says</source>
        <translation>常见指南的说法</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>差异原因</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>No rules of thumb: the scenario has issues to fix.</source>
        <translation>无经验法则：场景中有需要修正的问题。</translation>
    </message>
    <message>
        <source>The true figure</source>
        <translation>真实数值</translation>
    </message>
    <message>
        <source>Every claim of the common GPU sizing guides beside the true figure: first what gpuplan computes for this scenario, then the datasheet facts. Hover over a figure for its source.</source>
        <translation>常见 GPU 选型指南的每一条说法，旁边是真实数值：先是 gpuplan 针对本场景的计算结果，然后是规格书上的事实。鼠标悬停在数值上可查看来源。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
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
        <source>Hu&amp;gging Face config.json:</source>
        <translation>Hugging Face config.json(&amp;G)：</translation>
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
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <source>Head di&amp;mension:</source>
        <translation>头维度(&amp;M)：</translation>
    </message>
    <message>
        <source>Vocabu&amp;lary:</source>
        <translation>词表大小(&amp;L)：</translation>
    </message>
    <message>
        <source>Expe&amp;rts:</source>
        <translation>专家数(&amp;R)：</translation>
    </message>
    <message>
        <source>Active e&amp;xperts (top-k):</source>
        <translation>激活专家数（top-k）(&amp;X)：</translation>
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
    <message>
        <source>Br&amp;owse…</source>
        <translation>浏览(&amp;O)…</translation>
    </message>
    <message>
        <source>At&amp;tention heads:</source>
        <translation>注意力头数(&amp;T)：</translation>
    </message>
    <message>
        <source>FFN si&amp;ze:</source>
        <translation>FFN 维度(&amp;Z)：</translation>
    </message>
    <message>
        <source>Max pos&amp;itions:</source>
        <translation>最大位置数(&amp;I)：</translation>
    </message>
    <message>
        <source>Expert FFN &amp;size:</source>
        <translation>专家 FFN 维度(&amp;S)：</translation>
    </message>
    <message>
        <source>Name sho&amp;wn in the results:</source>
        <translation>结果中显示的名称(&amp;W)：</translation>
    </message>
    <message>
        <source>The model type</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>Grouped-query attention (GQA): each KV head serves several query heads, as in current models; a model derived from a parameter count uses 8 KV heads where the heads divide. Set it equal to the attention heads for multi-head attention (MHA), as in models before 2023: the KV cache grows by the same factor.</source>
        <translation>分组查询注意力（GQA）：每个 KV 头供多个查询头共用，当前的模型都这样做；按参数量推导的模型在头数能整除时使用 8 个 KV 头。将其设为与注意力头数相同即为多头注意力（MHA），即 2023 年以前模型的做法：KV 缓存会按相同倍数增大。</translation>
    </message>
    <message>
        <source>%1, edited</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>How the results and the report name this model.</source>
        <translation>结果和报告中对这个模型的称呼。</translation>
    </message>
    <message>
        <source>The layers above are the decoder&apos;s, each with cross-attention; the encoder has %1 more layers of the same width (%2).</source>
        <translation>以上层数是解码器的层数，每层都带交叉注意力；编码器另有 %1 层，宽度相同（参数量 %2）。</translation>
    </message>
    <message>
        <source>Derived from the parameter count: %1 asked, the nearest whole architecture (widths in multiples of 128) has %2.</source>
        <extracomment>%1: the parameter count typed; %2: the derived architecture&apos;s exact count (both in full)</extracomment>
        <translation>由参数量推导：输入的是 %1，最接近的完整架构（宽度取 128 的倍数）为 %2。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioWizard</name>
    <message>
        <source>Hide this message</source>
        <translation>隐藏此消息</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>Fini&amp;sh</source>
        <translation>完成(&amp;S)</translation>
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
        <source>Open a .gpuplan scenario file (Ctrl+O). You can also drop one on the window.</source>
        <translation>打开 .gpuplan 场景文件（Ctrl+O）。也可以把文件拖到窗口上。</translation>
    </message>
    <message>
        <source>Scenarios are saved as .gpuplan files from the File menu; the examples folder has every preset.</source>
        <translation>场景可通过“文件”菜单保存为 .gpuplan 文件；examples 文件夹中有所有预设。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::StepList</name>
    <message>
        <source>%1. %2</source>
        <extracomment>the step list beside the wizard: &quot;3. Scale&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::WhatIfPanel</name>
    <message>
        <source>Change</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 输出时间</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>GPUs saved (−) or added (+), and the new total</source>
        <translation>节省（−）或增加（+）的 GPU 数，以及新的总数</translation>
    </message>
    <message>
        <source>Share of usable GPU memory left spare</source>
        <translation>可用 GPU 显存中剩余的比例</translation>
    </message>
    <message>
        <source>Computing the what-ifs…</source>
        <translation>正在计算各种假设方案…</translation>
    </message>
    <message>
        <source>No what-if applies: no option fits, or the scenario has issues to fix.</source>
        <translation>没有适用的假设方案：没有能放下的方案，或场景中有需要修正的问题。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>%1 (%2 in total)</source>
        <translation>%1（共 %2）</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>&amp;Apply This Change</source>
        <translation>应用此项改动(&amp;A)</translation>
    </message>
    <message>
        <source>Change the scenario as the selected row says (Undo takes it back). Double-click a row, or press Enter on it, to do the same.</source>
        <translation>按所选行修改场景（可用撤销恢复）。双击某一行或在该行上按 Enter 键效果相同。</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>Costs more</source>
        <translation>费用增加</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>No saving</source>
        <translation>无节省</translation>
    </message>
    <message>
        <source>The scenario does not fit on %1 × %2. Each row re-plans it with one change: first what makes it fit on these GPUs (%3), then the rest (%4: does not fit).</source>
        <translation>该场景在 %1 × %2 上放不下。每一行只改动一项后重新规划：先列出能在这些 GPU 上放下的改动（%3 项），再列出其余改动（%4 项：放不下）。</translation>
    </message>
    <message>
        <source>Each row re-plans the scenario with one change, compared with %1 × %2: first what saves money, or time for the same money (%3), then what costs more (%4), then the rest (%5: no saving, misses the goals, or does not fit).</source>
        <translation>每一行只改动一项后重新规划场景，与 %1 × %2 对比：先列出节省费用、或费用不变而节省时间的改动（%3 项），再列出费用增加的改动（%4 项），最后是其余改动（%5 项：没有节省、未达目标，或放不下）。</translation>
    </message>
    <message>
        <source>Makes it fit</source>
        <translation>可放下</translation>
    </message>
    <message>
        <source>Misses the goals</source>
        <translation>未达目标</translation>
    </message>
    <message>
        <source>fits on %1</source>
        <translation>%1 可放下</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::WorkloadPage</name>
    <message>
        <source>What will the GPUs do, how much of it, and by when?</source>
        <translation>GPU 要做什么、做多少、何时完成？</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
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
        <source>Hoffmann et al. 2022: compute-optimal pre-training uses about 20 tokens per parameter.</source>
        <translation>Hoffmann 等 2022：算力最优的预训练约为每参数 20 个 token。</translation>
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
        <source>&amp;Output tokens:</source>
        <translation>输出 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>Time to first token: how long a user waits before the answer starts.</source>
        <translation>首 token 延迟（TTFT）：用户等到回答开始输出的时间。</translation>
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
        <source>Parallel strategy</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source>Tensor parallel (T&amp;P):</source>
        <translation>张量并行（TP）(&amp;P)：</translation>
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
    <message>
        <source>Input + output</source>
        <translation>输入 + 输出</translation>
    </message>
    <message>
        <source>Tokens per sequence the KV cache is sized for. Input + output: exactly what one request needs.</source>
        <translation>KV 缓存为每条序列预留的 token 数。“输入 + 输出”：正好是一个请求所需的长度。</translation>
    </message>
    <message>
        <source>Training frame&amp;work:</source>
        <translation>训练框架(&amp;W)：</translation>
    </message>
    <message>
        <source>Sets how many requests run at once and how many prompt tokens each step batches (chunked prefill).</source>
        <translation>决定同时运行多少个请求，以及每一步合并多少个提示词 token（分块预填充）。</translation>
    </message>
    <message>
        <source>Chinchilla-optimal (&amp;20 tokens per parameter)</source>
        <translation>Chinchilla 最优（每参数 20 个 token）(&amp;2)</translation>
    </message>
    <message>
        <source>Deadl&amp;ine:</source>
        <translation>截止期限(&amp;I)：</translation>
    </message>
    <message>
        <source>Input to&amp;kens:</source>
        <translation>输入 token 数(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;TTFT limit:</source>
        <translation>首 token 延迟上限(&amp;T)：</translation>
    </message>
    <message>
        <source>TPOT li&amp;mit:</source>
        <translation>每 token 输出时间上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Servin&amp;g engine:</source>
        <translation>推理引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>Automatic (search every layout)</source>
        <translation>自动（搜索所有方案）</translation>
    </message>
    <message>
        <source>Manua&amp;l override</source>
        <translation>手动指定(&amp;L)</translation>
    </message>
    <message>
        <source>Pipeline p&amp;arallel (PP):</source>
        <translation>流水线并行（PP）(&amp;A)：</translation>
    </message>
    <message>
        <source>Offloa&amp;d:</source>
        <translation>卸载(&amp;D)：</translation>
    </message>
    <message>
        <source>Conte&amp;xt parallel (CP):</source>
        <translation>上下文并行（CP）(&amp;X)：</translation>
    </message>
    <message>
        <source>Splits each training sequence over this many GPUs (Megatron-Core ring attention); searched for sequences of 8k tokens and more.</source>
        <translation>把每条训练序列切分到这么多块 GPU 上（Megatron-Core 环形注意力）；序列长度达到 8k token 及以上时自动搜索。</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>专家并行（EP）：</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: the experts are spread over this many GPUs.</source>
        <translation>混合专家模型：专家分布在这么多块 GPU 上。</translation>
    </message>
    <message>
        <source>Pipeline interleaving:</source>
        <translation>流水线交错：</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B): a smaller bubble for more pipeline sends.</source>
        <translation>每块 GPU 上的虚拟流水线阶段数（交错式 1F1B）：气泡更小，但流水线阶段间的发送次数更多。</translation>
    </message>
    <message>
        <source>Micro-batch:</source>
        <translation>微批次：</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward and backward pass.</source>
        <translation>每块 GPU 每次前向与反向传播处理的序列数。</translation>
    </message>
    <message>
        <source>Prompts run on prefill replicas and their KV cache moves to decode replicas, whose steps carry no prompt chunks (vLLM, SGLang and NVIDIA Dynamo disaggregation). Worth it for long prompts under a tight time per output token.</source>
        <translation>提示词在预填充副本上处理，KV 缓存随后转到解码副本，解码步中不再混入提示词分块（vLLM、SGLang 与 NVIDIA Dynamo 的分离部署）。适合长提示词且每 token 输出时间要求严格的场景。</translation>
    </message>
    <message>
        <source>Prefill and decode on t&amp;wo separate pools of replicas (disaggregated)</source>
        <translation>预填充与解码分两组副本运行（分离部署）(&amp;W)</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>Attention only (q, k, v, o)</source>
        <translation>仅注意力层（q、k、v、o）</translation>
    </message>
    <message>
        <source>Which matrices get adapters: every linear layer (QLoRA&apos;s default, the most trainable parameters) or the attention projections only.</source>
        <translation>给哪些矩阵加适配器：全部线性层（QLoRA 的默认做法，可训练参数最多），或仅注意力投影层。</translation>
    </message>
    <message>
        <source>LoRA target la&amp;yers:</source>
        <translation>LoRA 目标层(&amp;Y)：</translation>
    </message>
    <message>
        <source> × 10⁸</source>
        <comment>training tokens in 亿 / 億</comment>
        <extracomment>the unit of the training-token count: English &quot; billion&quot;; Chinese &quot; 亿&quot; / &quot; 億&quot; (the field is then in 10^8 tokens)</extracomment>
        <translation> 亿</translation>
    </message>
    <message>
        <source>The serving engine&apos;s own memory setting, 0.9 by default: for vLLM and SGLang the share of the whole GPU it may use (gpu_memory_utilization, mem_fraction_static); for TensorRT-LLM the share of the memory left free after the weights that its KV cache takes (kv_cache_free_gpu_mem_fraction).</source>
        <translation>推理引擎自身的显存参数，默认 0.9：对 vLLM 和 SGLang 是整块 GPU 显存中可使用的比例（gpu_memory_utilization、mem_fraction_static）；对 TensorRT-LLM 是加载权重后剩余显存中分给 KV 缓存的比例（kv_cache_free_gpu_mem_fraction）。</translation>
    </message>
    <message>
        <source>Ma&amp;x concurrent sequences:</source>
        <translation>最大并发序列数(&amp;X)：</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>引擎默认值</translation>
    </message>
    <message>
        <source>The most requests the engine runs at once: vLLM&apos;s max_num_seqs, SGLang&apos;s max_running_requests, TensorRT-LLM&apos;s max_batch_size. Engine default: vLLM 1,024 on GPUs with 70 GiB or more (256 on the A100 and smaller GPUs), SGLang as many as its KV cache holds, TensorRT-LLM 2,048.</source>
        <translation>推理引擎同时运行的最大请求数：vLLM 的 max_num_seqs、SGLang 的 max_running_requests、TensorRT-LLM 的 max_batch_size。引擎默认值：vLLM 在 70 GiB 及以上显存的 GPU 上为 1,024（A100 及显存更小的 GPU 上为 256），SGLang 为 KV 缓存能容纳的请求数，TensorRT-LLM 为 2,048。</translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation>注意力算子：</translation>
    </message>
    <message>
        <source>The fused attention kernel of the training step. The training stack&apos;s own: cuDNN fused attention for Megatron-Core, FlashAttention-2 for the others (the slower of the two on Hopper and later GPUs). Without one, attention is unfused and keeps its score matrices in memory.</source>
        <translation>训练步使用的融合注意力算子。训练框架默认：Megatron-Core 用 cuDNN 融合注意力，其他框架用 FlashAttention-2（在 Hopper 及更新的 GPU 上是两者中较慢的）。不使用时注意力不融合，注意力分数矩阵会保存在显存中。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The dropout on the adapters&apos; input (lora_dropout in PEFT and LitGPT). Above 0 each adapted matrix keeps its own dropped-out copy of its input for the backward pass, which takes memory.</source>
        <translation>适配器输入上的 dropout（PEFT 和 LitGPT 中的 lora_dropout）。大于 0 时，每个加了适配器的矩阵都要为反向传播另存一份经过 dropout 的输入，会占用显存。</translation>
    </message>
    <message>
        <source>How the training step&apos;s norms, activations and loss run. Fused kernels keep fewer tensors for the backward pass; eager PyTorch runs one kernel per operation and keeps each one&apos;s inputs. Automatic: as the published runs of each training framework.</source>
        <translation>训练步中归一化、激活函数和损失的计算方式。融合算子为反向传播保存的张量更少；PyTorch eager 模式每个运算单独启动一个算子，并保存各自的输入。自动：按各框架公开的训练配置。</translation>
    </message>
    <message>
        <source>LoRA dropout:</source>
        <translation>LoRA dropout：</translation>
    </message>
    <message>
        <source>Ele&amp;ment-wise kernels:</source>
        <translation>逐元素算子(&amp;M)：</translation>
    </message>
    <message>
        <source>MoE dispatch:</source>
        <translation>MoE 分发：</translation>
    </message>
    <message>
        <source>How a mixture-of-experts layer sends each token to its experts. The training stack&apos;s own: DeepEP where Megatron-Core or FSDP runs on NVLink with an Ampere or later GPU, a plain all-to-all otherwise. A plain all-to-all sends one copy per chosen expert; DeepEP sends one per GPU and node reached.</source>
        <translation>混合专家层如何把每个 token 发送给它的专家。训练框架默认：Megatron-Core 或 FSDP 在 NVLink 互联的 Ampere 及更新的 GPU 上用 DeepEP，其他情况用普通 all-to-all。普通 all-to-all 为每个选中的专家发送一份副本；DeepEP 为每个目标 GPU 和目标节点各发送一份。</translation>
    </message>
    <message>
        <source>Overlap the all-to-all with another micro-batch</source>
        <translation>让 all-to-all 与另一个微批次的计算重叠</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s EP overlap (overlap_moe_expert_parallel_comm): one micro-batch&apos;s dispatch and combine run beside another&apos;s computation. It needs expert parallelism, no full recompute and, with pipeline parallelism, an interleaved schedule.</source>
        <translation>Megatron-Core 的 EP 通信重叠（overlap_moe_expert_parallel_comm）：一个微批次的分发与合并通信和另一个微批次的计算同时进行。需要专家并行、不使用完全重计算；使用流水线并行时还需要交错调度。</translation>
    </message>
    <message>
        <source>Which communication the training software hides behind computation. Automatic: Megatron-Core for layouts with tensor, pipeline, context or expert parallelism, PyTorch FSDP otherwise.</source>
        <translation>决定训练软件能把哪些通信隐藏在计算之后。自动：使用张量并行、流水线并行、上下文并行或专家并行的方案按 Megatron-Core 计算，其余按 PyTorch FSDP 计算。</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>wizard step title: what the GPUs will do (training, fine-tuning or serving)</extracomment>
        <translation>工作负载</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
            <numerusform>%1 是最佳選擇：%2（%n 個節點）用 %3完成任務，共 %4 GPU 小時，是滿足目標的方案中最少的。其平行方案（%5）單卡記憶體佔用 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>For comparison, %1.</source>
        <translation>作為比較，%1。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on %2 it holds the model with the most throughput per GPU (TTFT %3, TPOT %4). The replica runs %5 with a batch of %6 and uses %7 per GPU.</source>
        <translation>%1 是最佳選擇：%2 即可容納模型，單卡吞吐量最高（首 token 延遲 %3，每 token 輸出時間 %4）。副本採用 %5，批次大小 %6，單卡記憶體佔用 %7。</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
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
    <message>
        <source>after %1 of use</source>
        <translation>使用 %1後回本</translation>
    </message>
    <message>
        <source>renting stays cheaper</source>
        <translation>租用始終較便宜</translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting over %3</source>
        <translation>買：%1，租 %2（使用期 %3）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying over %3</source>
        <translation>租：%1，買 %2（使用期 %3）</translation>
    </message>
    <message>
        <source>no budget limit</source>
        <translation>未設預算上限</translation>
    </message>
    <message>
        <source>within budget</source>
        <translation>在預算內</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出預算</translation>
    </message>
    <message>
        <source>%1; not even one GPU is affordable</source>
        <translation>%1；連一張 GPU 都買不起</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 請求/秒</translation>
    </message>
    <message>
        <source>%1; affords %2</source>
        <translation>%1；可負擔 %2</translation>
    </message>
    <message>
        <source>%1; affords %2 (%3)</source>
        <translation>%1；可負擔 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n 個 %1 張 GPU 的執行個體</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n 台 %1 張 GPU 的伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 req/s capacity</source>
        <translation>%1：可承載 %2 請求/秒</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s)</source>
        <translation>
            <numerusform>%1，%Ln 個節點</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 / %3 s</source>
        <translation>%1 / %2 / %3 秒</translation>
    </message>
    <message>
        <source>%1 · %2 prefill + %3 decode replicas</source>
        <extracomment>serving layout with disaggregated prefill and decode, e.g. &quot;TP 4 · PP 1 · 7 prefill + 2 decode replicas&quot;</extracomment>
        <translation>%1 · %2 個預填充副本 + %3 個解碼副本</translation>
    </message>
    <message>
        <source>Prefill and decode are disaggregated: %1 replicas prefill and %2 decode, and each prompt&apos;s KV cache takes %3 to reach its decode replica.</source>
        <translation>預填充與解碼分離部署：%1 個副本負責預填充，%2 個副本負責解碼；每個提示詞的 KV 快取傳到解碼副本需 %3。</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 parameters</source>
        <translation>%1 · %2 · 參數量 %3</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>clauses</comment>
        <extracomment>two clauses about different GPUs in one sentence: &quot;NVIDIA A100 needs 32 GPUs; NVIDIA L40 needs 64 GPUs&quot;</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1: %2 on all of them</source>
        <translation>%1（全部投入時需 %2）</translation>
    </message>
    <message>
        <source>%1 req/s, %2 tokens/s (±%3)</source>
        <extracomment>serving throughput with the band of its regime, e.g. &quot;1.9 req/s, 465 tokens/s (±64 %)&quot;</extracomment>
        <translation>%1 請求/秒，%2 token/秒（±%3）</translation>
    </message>
    <message>
        <source>Over the budget</source>
        <translation>超出預算</translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting over %3 (rented %4 % of the hours)</source>
        <translation>買：%1，租 %2（%3，使用率 %4%）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying over %3 (rented %4 % of the hours)</source>
        <translation>租：%1，買 %2（%3，使用率 %4%）</translation>
    </message>
    <message>
        <source>%1 does not fit on the fixed %2</source>
        <translation>%1 在固定的 %2 上放不下</translation>
    </message>
    <message>
        <source>%1 cannot be bought in the region</source>
        <translation>%1 在該地區無法採購</translation>
    </message>
    <message>
        <source>%1 costs %2 of the budget</source>
        <extracomment>%2: the cost as a share of the budget, e.g. &quot;109 %&quot;</extracomment>
        <translation>%1 的費用為預算上限的 %2</translation>
    </message>
    <message>
        <source>%1 misses the deadline</source>
        <translation>%1 無法按期完成</translation>
    </message>
    <message>
        <source>%1 misses the latency limits</source>
        <translation>%1 不滿足延遲要求</translation>
    </message>
    <message>
        <source>%1 cannot serve the load within the GPU limit</source>
        <translation>%1 在 GPU 數量上限內無法承載該負載</translation>
    </message>
    <message>
        <source>Raise the GPU limit, or compare GPUs with more memory.</source>
        <translation>可提高 GPU 數量上限，或比較記憶體更大的 GPU。</translation>
    </message>
    <message>
        <source>Compare GPUs sold in the region: %1.</source>
        <extracomment>%1: GPUs the catalogue lists as sold in the region, e.g. &quot;NVIDIA L20 48GB, Huawei Ascend 910B&quot;</extracomment>
        <translation>可比較該地區能採購的 GPU：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list of GPUs</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Raise the budget, switch between buying and renting, or compare cheaper GPUs.</source>
        <translation>可提高預算上限、在購買與租用之間切換，或比較更便宜的 GPU。</translation>
    </message>
    <message>
        <source>Relax the deadline, or raise the GPU limit.</source>
        <translation>可放寬截止期限，或提高 GPU 數量上限。</translation>
    </message>
    <message>
        <source>Relax the latency limits, or compare faster GPUs.</source>
        <translation>可放寬延遲要求，或比較更快的 GPU。</translation>
    </message>
    <message>
        <source>Raise the GPU limit, or lower the requests per second.</source>
        <translation>可提高 GPU 數量上限，或降低每秒請求數。</translation>
    </message>
    <message>
        <source>No option meets every goal: %1. The table shows the closest each GPU gets.</source>
        <translation>沒有方案能滿足全部目標：%1。表中列出了每種 GPU 最接近的結果。</translation>
    </message>
    <message>
        <source>rent %1 a month</source>
        <translation>租用 %1/月</translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU instance(s)</source>
        <translation>
            <numerusform>%n 個單 GPU 執行個體</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU server(s)</source>
        <translation>
            <numerusform>%n 台單 GPU 伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; renting the job costs %2, %3 of the budget</source>
        <extracomment>%1: &quot;over budget&quot;; %2: the job&apos;s rent; %3: that rent as a share of the budget</extracomment>
        <translation>%1；租用完成此任務需 %2，為預算的 %3</translation>
    </message>
    <message>
        <source>%1 cannot serve the load on the fixed %2</source>
        <translation>%1 在固定的 %2 上無法承載該負載</translation>
    </message>
    <message>
        <source>Relax the deadline, or raise the fixed GPU count.</source>
        <translation>可放寬截止期限，或提高固定的 GPU 數量。</translation>
    </message>
    <message>
        <source>Raise the fixed GPU count, or lower the requests per second.</source>
        <translation>可提高固定的 GPU 數量，或降低每秒請求數。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on the fixed %2 it serves %3 requests per second (TTFT %4, TPOT %5). Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳選擇：在固定的 %2 上每秒處理 %3 個請求（首 token 延遲 %4，每 token 輸出時間 %5）。每個副本採用 %6，批次大小 %7，單卡記憶體佔用 %8。</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the fixed %3</source>
        <translation>%1 在固定的 %3 上需 %2 GPU 小時</translation>
    </message>
    <message>
        <source>%1 also meets the goals on the fixed %2</source>
        <translation>%1 在固定的 %2 上同樣滿足目標</translation>
    </message>
    <message>
        <source>Option compared</source>
        <translation>比較的方案</translation>
    </message>
    <message>
        <source>%1: %2 on all of them, keeping %3 of memory free</source>
        <translation>%1（全部投入時需 %2，並保留 %3 記憶體餘量）</translation>
    </message>
    <message>
        <source>%1 rents for less: %2 against %3.</source>
        <extracomment>%1: a GPU; %2, %3: money in the scenario&apos;s mode (purchase, or rent for the job or a month)</extracomment>
        <translation>租用 %1 更便宜：%2，而推薦方案為 %3。</translation>
    </message>
    <message>
        <source>%1 costs less to buy: %2 against %3.</source>
        <translation>購買 %1 更便宜：%2，而推薦方案為 %3。</translation>
    </message>
    <message>
        <source>Works; deadline at risk</source>
        <extracomment>a verdict: meets the deadline at the estimate, not at the top of its uncertainty band</extracomment>
        <translation>可行；時程有風險</translation>
    </message>
    <message>
        <source>not within the %1-year depreciation</source>
        <extracomment>%1: the depreciation period in years (&quot;4&quot;); the purchase does not pay back within it</extracomment>
        <translation>%1 年折舊期內無法回本</translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, within %5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses %7 per GPU.</source>
        <translation>
            <numerusform>%1 是最佳選擇：%2（%n 個節點）用 %3完成任務，共 %4 GPU 小時，與最少 GPU 小時數相差在 %5 以內（模型已無法區分），且成本較低。其平行方案（%6）單卡記憶體佔用 %7。</numerusform>
        </translation>
    </message>
    <message>
        <source>Beyond the site&apos;s racks</source>
        <extracomment>a verdict: one server draws more than a rack of the site takes</extracomment>
        <translation>超出機房機櫃功率</translation>
    </message>
    <message>
        <source>%1&apos;s servers draw more than the site&apos;s racks take</source>
        <translation>%1 的伺服器功耗超過機房機櫃的承載上限</translation>
    </message>
    <message>
        <source>Ask the site for higher-power racks, or compare GPUs whose servers draw less.</source>
        <translation>請向機房申請更高功率的機櫃，或比較伺服器功耗較低的 GPU。</translation>
    </message>
    <message>
        <source>not assessed: does not fit</source>
        <translation>未評估：放不下</translation>
    </message>
    <message>
        <source>At that rate a request waits %1 for its first token and %2 between tokens, each replica running %3 sequences at once, about %4 requests in flight in all (the concurrency this rate means); the figures before are at the full batch.</source>
        <extracomment>%1, %2: milliseconds; %3: a mean number of sequences, e.g. &quot;172.7&quot;; %4: requests in flight in all (the concurrency)</extracomment>
        <translation>在該速率下，請求等待首 token 需 %1，token 間隔為 %2，每個副本同時處理 %3 條序列，全部副本合計約 %4 個進行中的請求（即該速率對應的並行請求數）；前面的數值是批次填滿時的。</translation>
    </message>
    <message>
        <source>%1 is the best choice: on %2 it serves %3 requests per second (TTFT %4, TPOT %5) with the fewest GPUs of the options that meet the goals. Each replica runs %6 with a batch of %7 and uses %8 per GPU.</source>
        <translation>%1 是最佳選擇：%2 即可每秒處理 %3 個請求（首 token 延遲 %4，每 token 輸出時間 %5），在滿足目標的方案中所需 GPU 最少。每個副本採用 %6，批次大小 %7，單卡記憶體佔用 %8。</translation>
    </message>
    <message>
        <source>%1 misses the deadline on the fixed %2 (%3 meet it)</source>
        <extracomment>%3: the fewest GPUs of this type that finish within the deadline, e.g. &quot;12 GPUs&quot;</extracomment>
        <translation>%1 在固定的 %2 上無法按期完成（需要 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s), %2 idle</source>
        <extracomment>%1: the fixed GPU count (&quot;17 GPUs&quot;); %2: those no replica uses (&quot;1 GPU&quot;): the count does not divide into the best replicas</extracomment>
        <translation>
            <numerusform>%1，%Ln 個節點，其中 %2 閒置</numerusform>
        </translation>
    </message>
    <message>
        <source>Raise the fixed GPU count, or apply a change from “How to use fewer GPUs” that makes the model fit on it.</source>
        <translation>可提高固定的 GPU 數量，或在「如何少用 GPU」中選用能讓模型放得下的變更。</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the %3 rented</source>
        <extracomment>%2: GPU-hours; %3: a GPU count, e.g. &quot;24 GPUs&quot;</extracomment>
        <translation>%1 在租用的 %3 上需 %2 GPU 小時</translation>
    </message>
    <message>
        <source>%1 takes %2 GPU-hours on the %3 bought</source>
        <translation>%1 在採購的 %3 上需 %2 GPU 小時</translation>
    </message>
    <message>
        <source>★ Recommended; deadline at risk</source>
        <extracomment>a verdict: the recommended option, which meets the deadline at the estimate but not at the top of its band</extracomment>
        <translation>★ 推薦；時程有風險</translation>
    </message>
    <message>
        <source>%1; not even one instance of %2 is affordable</source>
        <translation>%1；連一個 %2 的執行個體都租不起</translation>
    </message>
    <message>
        <source>%1; not even one server of %2 is affordable</source>
        <extracomment>%1: &quot;over budget&quot;; %2: the GPUs of one server, e.g. &quot;8 GPUs&quot;</extracomment>
        <translation>%1；連一台 %2 的伺服器都買不起</translation>
    </message>
    <message>
        <source>%1; affords %2, too few to hold the model</source>
        <extracomment>%1: &quot;over budget&quot;; %2: a GPU count the budget pays for, too few for the model&apos;s memory</extracomment>
        <translation>%1；可負擔 %2，但放不下該模型</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) more than planned)</source>
        <extracomment>%1: what is bought, e.g. &quot;13 servers of 8 GPUs&quot;; %n: the GPUs beyond the plan&apos;s count</extracomment>
        <translation>
            <numerusform>%1（比規劃多 %n 張 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy: %1 vs %2 renting, for this one job</source>
        <translation>買：%1，租 %2（僅按本次任務計）</translation>
    </message>
    <message>
        <source>Rent: %1 vs %2 buying, for this one job</source>
        <translation>租：%1，買 %2（僅按本次任務計）</translation>
    </message>
    <message>
        <source>Compare GPUs sold in the region: %1; or, under a US export licence granted case by case: %2.</source>
        <extracomment>%1: GPUs sold in the region, e.g. &quot;NVIDIA L20 48GB, Huawei Ascend 910B&quot;; %2: GPUs sold there only under a US export licence, e.g. &quot;NVIDIA H20 96GB&quot;</extracomment>
        <translation>可比較該地區能採購的 GPU：%1；或憑美國出口許可證（逐案審查）採購：%2。</translation>
    </message>
    <message>
        <source>The %1 are what is rented, in whole instances; the fewest that do the job, %2, take %3.</source>
        <extracomment>%1: the GPUs rented, e.g. &quot;8 GPUs&quot;; %2: the fewest that do the job, e.g. &quot;1 GPU&quot;; %3: their time</extracomment>
        <translation>這 %1 是以整個執行個體為單位租用的；完成此任務最少只需 %2，耗時 %3。</translation>
    </message>
    <message>
        <source>The %1 are what is bought, in whole servers; the fewest that do the job, %2, take %3.</source>
        <extracomment>%1: the GPUs bought, e.g. &quot;8 GPUs&quot;; %2: the fewest that do the job, e.g. &quot;1 GPU&quot;; %3: their time</extracomment>
        <translation>這 %1 是以整台伺服器為單位採購的；完成此任務最少只需 %2，耗時 %3。</translation>
    </message>
    <message>
        <source>★ Recommended; US licence needed</source>
        <extracomment>a verdict: the recommended option, sold into mainland China only under a US export licence</extracomment>
        <translation>★ 推薦；需美國許可證</translation>
    </message>
    <message>
        <source>Works; US licence needed</source>
        <extracomment>a verdict: meets the goals, sold into mainland China only under a US export licence</extracomment>
        <translation>可行；需美國許可證</translation>
    </message>
    <message>
        <source>★ Recommended; deadline at risk; US licence needed</source>
        <extracomment>a verdict: the recommended option, its deadline at risk, sold into mainland China only under a US export licence</extracomment>
        <translation>★ 推薦；時程有風險；需美國許可證</translation>
    </message>
    <message>
        <source>Works; deadline at risk; US licence needed</source>
        <extracomment>a verdict: its deadline at risk, sold into mainland China only under a US export licence</extracomment>
        <translation>可行；時程有風險；需美國許可證</translation>
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
        <translation>阿里雲（通義千問）</translation>
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
        <translation>微軟</translation>
    </message>
    <message>
        <source>Mistral AI</source>
        <translation>Mistral AI</translation>
    </message>
    <message>
        <source>Mistral AI and NVIDIA</source>
        <translation>Mistral AI 與 NVIDIA</translation>
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
        <translation>上海人工智慧實驗室</translation>
    </message>
    <message>
        <source>Technology Innovation Institute</source>
        <translation>阿布達比技術創新研究院（TII）</translation>
    </message>
    <message>
        <source>UW-Madison / Microsoft Research (Liu et al.)</source>
        <translation>威斯康辛大學麥迪遜分校 / 微軟研究院（Liu 等人）</translation>
    </message>
    <message>
        <source>Zhipu AI (Z.ai)</source>
        <translation>智譜 AI（Z.ai）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 (catalogue default)</source>
        <translation>%1（內建預設值）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2 parameters, %3)</source>
        <translation>%1（參數量 %2，%3）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>精度與優化器</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全域批次大小</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 條序列</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
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
        <source>Weights and KV cache</source>
        <translation>權重與 KV 快取</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒請求數</translation>
    </message>
    <message>
        <source>one replica</source>
        <translation>單一副本</translation>
    </message>
    <message>
        <source>Tokens per request</source>
        <translation>每請求 token 數</translation>
    </message>
    <message>
        <source>%1 in, %2 out (context %3)</source>
        <translation>輸入 %1，輸出 %2（上下文 %3）</translation>
    </message>
    <message>
        <source>Latency limits</source>
        <translation>延遲限制</translation>
    </message>
    <message>
        <source>first token %1, per output token %2</source>
        <translation>首 token 延遲 %1，每 token 輸出時間 %2</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>參與比較的 GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 數量</translation>
    </message>
    <message>
        <source>fixed at %1</source>
        <translation>固定為 %1</translation>
    </message>
    <message>
        <source>the fewest that meet the goals, at most %1</source>
        <translation>滿足目標的最少數量，最多 %1</translation>
    </message>
    <message>
        <source>Network between nodes</source>
        <translation>節點間網路</translation>
    </message>
    <message>
        <source>each GPU&apos;s usual fabric</source>
        <translation>各 GPU 的常用互連網路</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中國大陸</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>Currency and acquisition</source>
        <translation>幣別與採購方式</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>Budget limit</source>
        <translation>預算上限</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>The price list has no prices for these GPUs.</source>
        <translation>價格表中沒有這些 GPU 的價格。</translation>
    </message>
    <message>
        <source>Purchase (GPUs and servers, network, storage)</source>
        <translation>採購（GPU 與伺服器、網路、儲存）</translation>
    </message>
    <message>
        <source>%1 (%2 + %3 + %4)</source>
        <translation>%1（%2 + %3 + %4）</translation>
    </message>
    <message>
        <source>Rent for the job</source>
        <translation>本次任務租金</translation>
    </message>
    <message>
        <source>Rent per month (around the clock)</source>
        <translation>每月租金（全天候）</translation>
    </message>
    <message>
        <source>Energy for the job</source>
        <translation>本次任務電費</translation>
    </message>
    <message>
        <source>Energy per month</source>
        <translation>每月電費</translation>
    </message>
    <message>
        <source>Energy per month at the utilisation</source>
        <translation>按使用率計的每月電費</translation>
    </message>
    <message>
        <source>Break-even of buying versus renting</source>
        <translation>購買與租用的回本週期</translation>
    </message>
    <message>
        <source>never: renting stays cheaper</source>
        <translation>永不回本：租用始終較便宜</translation>
    </message>
    <message>
        <source>Over the horizon: buy / rent</source>
        <translation>使用期內：購買 / 租用</translation>
    </message>
    <message>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清單</translation>
    </message>
    <message>
        <source>No single change saves GPUs or money here.</source>
        <translation>這裡沒有任何單項變更能節省 GPU 或費用。</translation>
    </message>
    <message>
        <source>Each line re-plans the scenario with one change, on %1 (%2 today); the best savings first.</source>
        <translation>以下每一項都以 %1（目前 %2）為基準，只變更一個條件後重新規劃；節省最多的排在最前。</translation>
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
        <translation>時間 %1</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假設與來源</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>匯率（人民幣/美元）</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>每度電價</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>電力使用效率（PUE）</translation>
    </message>
    <message>
        <source>Depreciation (years)</source>
        <translation>折舊年限（年）</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Prices and specifications per GPU</source>
        <translation>各 GPU 的價格與規格</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>您的價格</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>quoted</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>%1 US$%2–%3 (%4, %5)</source>
        <translation>%1 US$%2–%3（%4，%5）</translation>
    </message>
    <message>
        <source>purchase per GPU</source>
        <translation>每卡採購價</translation>
    </message>
    <message numerus="yes">
        <source>server of %n GPU(s)</source>
        <translation>
            <numerusform>%n 張 GPU 的伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>rent per GPU-hour</source>
        <translation>每 GPU 小時租金</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>無價格</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Times and memory come from gpuplan&apos;s model (docs/model.md); prices marked as estimates are gpuplan&apos;s estimates from public figures. Ask vendors for quotes before you buy.</source>
        <translation>時間和記憶體來自 gpuplan 的模型（docs/model.md）；標為估算的價格是 gpuplan 根據公開資料做出的估算。採購前請向供應商詢價。</translation>
    </message>
    <message>
        <source>The scenario cannot be planned: %1</source>
        <translation>無法為此情境產生規劃：%1</translation>
    </message>
    <message>
        <source>%1 · gpuplan %2</source>
        <translation>%1 · gpuplan %2</translation>
    </message>
    <message>
        <source>renting stays cheaper however long the hardware is used</source>
        <translation>無論硬體使用多久，租用都更便宜</translation>
    </message>
    <message>
        <source>buying pays for itself after %1, within the %2 the hardware is needed</source>
        <translation>購買在 %1後回本，短於硬體 %2的使用期</translation>
    </message>
    <message>
        <source>buying would pay for itself only after %1, but the hardware is needed for %2</source>
        <translation>購買要 %1後才能回本，而硬體只需使用 %2</translation>
    </message>
    <message>
        <source>Buy rather than rent: %1 (buy %2, rent %3 over the horizon).</source>
        <translation>建議購買而非租用：%1（使用期內購買 %2，租用 %3）。</translation>
    </message>
    <message>
        <source>Rent rather than buy: %1 (rent %2, buy %3 over the horizon).</source>
        <translation>建議租用而非購買：%1（使用期內租用 %2，購買 %3）。</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>單卡記憶體</translation>
    </message>
    <message>
        <source>Memory breakdown at the planned GPU count</source>
        <translation>規劃 GPU 數量下的記憶體構成</translation>
    </message>
    <message>
        <source>Cost versus GPU count</source>
        <translation>成本隨 GPU 數量的變化</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>無。</translation>
    </message>
    <message>
        <source>gpuplan %1</source>
        <translation>gpuplan %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>specifications: high confidence</source>
        <translation>規格可信度高</translation>
    </message>
    <message>
        <source>specifications: medium confidence</source>
        <translation>規格可信度中等</translation>
    </message>
    <message>
        <source>specifications: low confidence, check with the vendor</source>
        <translation>規格可信度低，請向廠商確認</translation>
    </message>
    <message>
        <source>specifications: %1</source>
        <translation>規格可信度：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Costs more</source>
        <translation>費用增加</translation>
    </message>
    <message>
        <source>Exchange rate (TWD per USD)</source>
        <translation>匯率（新臺幣/美元）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>count</source>
        <translation>個</translation>
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
        <translation>權重精度</translation>
    </message>
    <message>
        <source>Requests per second asked</source>
        <translation>目標每秒請求數</translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation>每個請求的輸入 token 數</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每個請求的輸出 token 數</translation>
    </message>
    <message>
        <source>TTFT limit (0 = none)</source>
        <translation>首 token 延遲上限（0 = 不限）</translation>
    </message>
    <message>
        <source>TPOT limit (0 = none)</source>
        <translation>每 token 輸出時間上限（0 = 不限）</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推論引擎</translation>
    </message>
    <message>
        <source>Prefill and decode disaggregated</source>
        <translation>預填充與解碼分離部署</translation>
    </message>
    <message>
        <source>GPU limit</source>
        <translation>GPU 數量上限</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>張</translation>
    </message>
    <message>
        <source>Fixed GPU count (0 = the fewest that fit)</source>
        <translation>固定 GPU 數量（0 = 放得下的最少數量）</translation>
    </message>
    <message>
        <source>Purchase or rent</source>
        <translation>採購方式</translation>
    </message>
    <message>
        <source>Budget limit (0 = none)</source>
        <translation>預算上限（0 = 不限）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>記憶體放得下</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>個</translation>
    </message>
    <message>
        <source>Tensor parallel size</source>
        <translation>張量平行度</translation>
    </message>
    <message>
        <source>Context parallel size</source>
        <translation>上下文平行度</translation>
    </message>
    <message>
        <source>Pipeline parallel size</source>
        <translation>管線平行度</translation>
    </message>
    <message>
        <source>Data parallel size</source>
        <translation>資料平行度</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>單卡記憶體佔用</translation>
    </message>
    <message>
        <source>Memory usable per GPU</source>
        <translation>單卡可用記憶體</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>單步時間</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>訓練時間</translation>
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
        <translation>模型運算使用率（MFU）</translation>
    </message>
    <message>
        <source>Uncertainty (±)</source>
        <translation>不確定度（±）</translation>
    </message>
    <message>
        <source>Requests served</source>
        <translation>規劃 GPU 的處理能力</translation>
    </message>
    <message>
        <source>Output tokens served</source>
        <translation>每秒輸出 token 數</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延遲</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 輸出時間</translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation>端對端延遲</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>每副本批次大小</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>條序列</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>預填充副本數</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Servers or instances to buy or rent</source>
        <translation>購買或租用的伺服器（執行個體）數</translation>
    </message>
    <message>
        <source>GPUs bought or rented</source>
        <translation>購買或租用的 GPU 數</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>採購價</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>Electricity for the job</source>
        <translation>本次任務電費</translation>
    </message>
    <message>
        <source>Electricity for one month</source>
        <translation>一個月電費</translation>
    </message>
    <message>
        <source>Rent-vs-buy break-even (empty: renting stays cheaper)</source>
        <translation>租買回本週期（空白：租用始終較便宜）</translation>
    </message>
    <message>
        <source>months</source>
        <translation>個月</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>購買還是租用</translation>
    </message>
    <message>
        <source>Inter-node NICs</source>
        <translation>節點間網路卡數</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交換器埠</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>IT power at full load</source>
        <translation>滿載 IT 功率</translation>
    </message>
    <message>
        <source>Facility power (× PUE)</source>
        <translation>設施功率（× PUE）</translation>
    </message>
    <message>
        <source>Host memory per server</source>
        <translation>每台伺服器的主機記憶體</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe 儲存</translation>
    </message>
    <message>
        <source>GPU plan: %1</source>
        <extracomment>report title, e.g. &quot;GPU plan: Pre-training&quot;</extracomment>
        <translation>GPU 規劃：%1</translation>
    </message>
    <message>
        <source>What the market&apos;s guides say</source>
        <translation>市面上的指南怎麼說</translation>
    </message>
    <message>
        <source>Each claim of the common GPU sizing guides beside the true figure: computed for this scenario, or taken from the datasheets.</source>
        <translation>常見 GPU 選型指南的每一項說法，旁邊是真實數值：或針對本情境計算，或取自產品規格書。</translation>
    </message>
    <message>
        <source>For this scenario</source>
        <translation>針對本情境</translation>
    </message>
    <message>
        <source>Hardware and arithmetic</source>
        <translation>硬體與算術</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>The guide says</source>
        <translation>指南的說法</translation>
    </message>
    <message>
        <source>The true figure</source>
        <translation>真實數值</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>差異原因</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>來源：%1</translation>
    </message>
    <message>
        <source>Hosting and operations staff per month (owned servers)</source>
        <translation>自有伺服器每月託管與維運人員費用</translation>
    </message>
    <message>
        <source>%1 (%2 + %3)</source>
        <translation>%1（%2 + %3）</translation>
    </message>
    <message>
        <source>Hosting per kW of IT power and month</source>
        <translation>每千瓦 IT 功率每月託管費</translation>
    </message>
    <message>
        <source>Operations staff per server and year</source>
        <translation>每台伺服器每年維運人員費用</translation>
    </message>
    <message>
        <source>%1 US$%2 (%3, %4)</source>
        <translation>%1 US$%2（%3，%4）</translation>
    </message>
    <message>
        <source>A vs B: the pinned plan and this one</source>
        <translation>A 與 B：釘選的方案與本方案</translation>
    </message>
    <message>
        <source>A (pinned)</source>
        <translation>A（已釘選）</translation>
    </message>
    <message>
        <source>B (this report)</source>
        <translation>B（本報告）</translation>
    </message>
    <message>
        <source>Prepared for: %1</source>
        <translation>客戶：%1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <extracomment>a what-if that keeps the GPU count: &quot;16 GPUs (unchanged)&quot;</extracomment>
        <translation>%1（不變）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a what-if in the report: the change, then what it does (&quot;Rent instead of buying: 16 GPUs (unchanged), cost −$693,155&quot;)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Sources are cited in the language they were published in.</source>
        <translation>來源依其發表時的語言引用。</translation>
    </message>
    <message>
        <source>Saves GPUs or money</source>
        <translation>節省 GPU 或費用</translation>
    </message>
    <message>
        <source>cost unchanged</source>
        <translation>成本不變</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the effects of a what-if</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>輸入 %1，輸出 %2</translation>
    </message>
    <message numerus="yes">
        <source>rent per GPU-hour in an instance of %n GPU(s)</source>
        <translation>
            <numerusform>%n 張 GPU 執行個體的每 GPU 小時租金</numerusform>
        </translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>訓練框架</translation>
    </message>
    <message>
        <source>%1, memory fraction %2, %3</source>
        <translation>%1，記憶體使用比例 %2，%3</translation>
    </message>
    <message>
        <source>at most %1 sequences at once</source>
        <translation>最多同時執行 %1 個序列</translation>
    </message>
    <message>
        <source>its default number of sequences at once</source>
        <translation>並行序列數上限採引擎預設值</translation>
    </message>
    <message>
        <source>%1, chosen automatically for the layout</source>
        <translation>%1，依平行方案自動選定</translation>
    </message>
    <message>
        <source>Time to first token at the requested rate</source>
        <translation>請求速率下的首 token 延遲</translation>
    </message>
    <message>
        <source>Time between tokens at the requested rate</source>
        <translation>請求速率下的 token 間隔</translation>
    </message>
    <message>
        <source>Sequences at once per replica at the requested rate</source>
        <translation>請求速率下每副本同時處理的序列數</translation>
    </message>
    <message>
        <source>Latency at the requested rate</source>
        <translation>請求速率下的延遲</translation>
    </message>
    <message>
        <source>At %1 requests per second, shared by each option&apos;s replicas; the comparison above gives the latency at the full batch, the most each replica serves.</source>
        <translation>以每秒 %1 個請求計，由各方案的副本分擔；上方比較表列出的是批次填滿（每個副本最多同時處理的序列數）時的延遲。</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>每副本每秒請求數</translation>
    </message>
    <message>
        <source>Sequences at once per replica</source>
        <translation>每副本同時處理的序列數</translation>
    </message>
    <message>
        <source>Time between tokens</source>
        <translation>token 間隔</translation>
    </message>
    <message>
        <source>%1 / %2 (%3; rented for %4 % of the hours, the utilisation)</source>
        <translation>%1 / %2（%3；依使用率只租用其中 %4% 的時數）</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 配接器</translation>
    </message>
    <message>
        <source>rank %1, %2</source>
        <translation>秩 %1，%2</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>全部線性層</translation>
    </message>
    <message>
        <source>attention only (q, k, v, o)</source>
        <translation>僅注意力層（q、k、v、o）</translation>
    </message>
    <message>
        <source>In whole servers, that is %1.</source>
        <translation>以整台伺服器計，即 %1。</translation>
    </message>
    <message>
        <source>Makes it fit</source>
        <translation>可放下</translation>
    </message>
    <message>
        <source>fits on %1, %2 memory free</source>
        <extracomment>a what-if that makes a plan that did not fit fit: &quot;fits on 8 GPUs, 12 % memory free&quot;</extracomment>
        <translation>%1 可放下，記憶體餘量 %2</translation>
    </message>
    <message>
        <source>No option fits, so none is priced: the costs follow a plan that fits.</source>
        <translation>沒有能放下的方案，因此都未計價：費用按能放下的方案計算。</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力 kernel</translation>
    </message>
    <message>
        <source>%1, the training stack&apos;s own</source>
        <extracomment>%1: an attention kernel, e.g. FlashAttention-2</extracomment>
        <translation>%1（訓練框架預設）</translation>
    </message>
    <message>
        <source>Expert parallel size</source>
        <translation>專家平行度</translation>
    </message>
    <message>
        <source>Expert tensor parallel size</source>
        <translation>專家張量平行度</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 階段</translation>
    </message>
    <message>
        <source>Meets the goals</source>
        <translation>符合全部目標</translation>
    </message>
    <message>
        <source>%1 through torch_npu, chosen automatically for the layout</source>
        <translation>%1（透過 torch_npu 執行），依平行方案自動選定</translation>
    </message>
    <message>
        <source>the NPU&apos;s fused attention (npu_fusion_attention)</source>
        <translation>NPU 融合注意力運算子（npu_fusion_attention）</translation>
    </message>
    <message>
        <source>rank %1, %2, dropout %3</source>
        <translation>秩 %1，%2，dropout %3</translation>
    </message>
    <message>
        <source>Element-wise kernels</source>
        <translation>逐元素 kernel</translation>
    </message>
    <message>
        <source>time per output token %1</source>
        <translation>每 token 輸出時間 %1</translation>
    </message>
    <message>
        <source>Power per rack (the site&apos;s)</source>
        <translation>每機櫃功率（機房提供）</translation>
    </message>
    <message>
        <source>%1, beyond the %2-year depreciation</source>
        <translation>%1，超出 %2 年折舊期</translation>
    </message>
    <message>
        <source>As rented, that is %1.</source>
        <translation>以租用的執行個體計，即 %1。</translation>
    </message>
    <message>
        <source>%1 for the job&apos;s rent</source>
        <translation>%1（本次任務租金）</translation>
    </message>
    <message>
        <source>%1 of rent per month</source>
        <translation>%1（每月租金）</translation>
    </message>
    <message>
        <source>MoE dispatch</source>
        <translation>MoE 分派</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP 通訊重疊</translation>
    </message>
    <message>
        <source>on (Megatron-Core)</source>
        <translation>開啟（Megatron-Core）</translation>
    </message>
    <message>
        <source>%1; the recommended option cannot run it and is estimated on a plain all-to-all</source>
        <translation>%1；推薦方案無法使用此分派方式，改以一般 all-to-all 估算</translation>
    </message>
    <message>
        <source>on, but the recommended layout cannot run it (see its warning)</source>
        <translation>開啟，但推薦的平行方案無法啟用此功能（請見該方案的警告）</translation>
    </message>
    <message>
        <source>base weights in NF4 (4-bit), adapters and compute in %1, %2</source>
        <translation>凍結的基礎模型權重為 NF4（4 位元），配接器與運算採用 %1；優化器為 %2</translation>
    </message>
    <message>
        <source>How to use fewer GPUs</source>
        <translation>如何少用 GPU</translation>
    </message>
    <message>
        <source>How the recommended option&apos;s numbers are computed</source>
        <translation>推薦方案的各項數字如何算出</translation>
    </message>
    <message>
        <source>The formula behind each number of the %1 column, with this plan&apos;s inputs.</source>
        <translation>%1 這一欄每個數字背後的公式，代入的是本方案的輸入值。</translation>
    </message>
    <message>
        <source>For this one job: buy / rent</source>
        <translation>僅限本次任務：購買 / 租用</translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message>
        <source>Blank scenario</source>
        <translation>空白情境</translation>
    </message>
    <message>
        <source>Start from Llama 2 7B pre-training and change every step yourself.</source>
        <translation>從 Llama 2 7B 預訓練開始，每一步都由您自行修改。</translation>
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
        <translation>10B 模型推論部署（%1 QPS）</translation>
    </message>
    <message>
        <source>Serve a 10-billion-parameter model at %1 requests per second, 512 tokens in and 256 out, first token within 1 s and 50 ms per output token.</source>
        <translation>以每秒 %1 個請求部署 100 億參數模型，輸入 512 token、輸出 256 token，首 token 延遲不超過 1 秒、每 token 輸出時間不超過 50 毫秒。</translation>
    </message>
    <message>
        <source>70B LoRA fine-tune</source>
        <translation>70B 模型 LoRA 微調</translation>
    </message>
    <message>
        <source>Fine-tune Llama 2 70B with rank-16 LoRA adapters on 100 million tokens.</source>
        <translation>用秩為 16 的 LoRA 配接器在 1 億 token 上微調 Llama 2 70B。</translation>
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
        <translation>以每秒 10 個請求部署 Mixtral 8x7B，每 token 輸出時間不超過 50 毫秒。</translation>
    </message>
    <message>
        <source>Decoder LLM</source>
        <translation>解碼器大型語言模型</translation>
    </message>
    <message>
        <source>Mixture-of-experts LLM</source>
        <translation>混合專家（MoE）大型語言模型</translation>
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
        <translation>多模態大型語言模型</translation>
    </message>
    <message>
        <source>GPT, Llama, Qwen: generates text token by token; every parameter is used for every token.</source>
        <translation>GPT、Llama、通義千問：逐個 token 生成文字；每個 token 都會用到全部參數。</translation>
    </message>
    <message>
        <source>Mixtral, DeepSeek: many expert MLPs, only a few active per token; memory follows the total, compute the active parameters.</source>
        <translation>Mixtral、DeepSeek：大量專家 MLP，每個 token 只啟用少數幾個；記憶體取決於總參數量，運算量取決於啟用參數量。</translation>
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
        <translation>LLaVA 類：視覺編碼器經投影層連接到解碼器大型語言模型。</translation>
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
        <translation>8 位元 AdamW</translation>
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
        <translation>優化器狀態卸載到主機記憶體</translation>
    </message>
    <message>
        <source>Optimizer states and parameters to host memory</source>
        <translation>優化器狀態和參數卸載到主機記憶體</translation>
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
        <translation>張量平行度</translation>
    </message>
    <message>
        <source>pipeline parallel size</source>
        <translation>管線平行度</translation>
    </message>
    <message>
        <source>data parallel size</source>
        <translation>資料平行度</translation>
    </message>
    <message>
        <source>expert parallel size</source>
        <translation>專家平行度</translation>
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
        <translation>全域批次大小</translation>
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
        <translation>首 token 延遲上限</translation>
    </message>
    <message>
        <source>time-per-output-token limit</source>
        <translation>每 token 輸出時間上限</translation>
    </message>
    <message>
        <source>end-to-end latency limit</source>
        <translation>端對端延遲上限</translation>
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
        <translation>模型類型</translation>
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
        <translation>缺少值：%1。</translation>
    </message>
    <message>
        <source>Wrong kind of value: %1.</source>
        <translation>值的型別錯誤：%1。</translation>
    </message>
    <message>
        <source>Value out of range: %1.</source>
        <translation>值超出範圍：%1。</translation>
    </message>
    <message>
        <source>This config.json describes a model type gpuplan does not support yet.</source>
        <translation>該 config.json 描述的模型類型 gpuplan 尚不支援。</translation>
    </message>
    <message>
        <source>Unknown entry: %1.</source>
        <translation>未知項目：%1。</translation>
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
        <translation>%1：記憶體餘量僅 %2；記憶體分配器的瞬間峰值或更長的序列都可能導致記憶體不足。</translation>
    </message>
    <message>
        <source>%1: tensor parallelism of %2 runs over PCIe (no NVLink), so every layer waits for slow all-reduces.</source>
        <translation>%1：%2 路張量平行走 PCIe（無 NVLink），每一層都要等待緩慢的全歸約（all-reduce）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter support or licence.</source>
        <translation>
            <numerusform>%1：將消費級 GPU 用於多節點訓練（%n 個節點）；沒有 NVLink，也沒有資料中心支援和授權。</numerusform>
        </translation>
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
        <translation>%1：選擇了 FP8，但該 GPU 沒有 FP8 Tensor Core；按 16 位元速度估算。</translation>
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
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>Requests served</source>
        <translation>規劃 GPU 的處理能力</translation>
    </message>
    <message>
        <source>Throughput and MFU</source>
        <translation>吞吐量與 MFU</translation>
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
        <translation>逐一嘗試 GPU 的每一種 TP × PP × DP（× EP、ZeRO、微批次、重新計算）切分；選放得下且最快的方案</translation>
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
        <translation>優化器狀態</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead (CUDA context, NCCL, fragmentation)</source>
        <translation>開銷（CUDA context、NCCL、碎片化）</translation>
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
        <translation>權重 = 參數量 × 每參數位元組數 ÷ (TP·PP)；KV 快取 = 2·L·g·d·位元組數 × token 數 × 批次大小 ÷ TP；可用 = 驅動程式回報的容量 × 記憶體使用比例</translation>
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
        <translation>GPU 小時</translation>
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
        <source>days = tokens ÷ (tokens per step ÷ step time) ÷ 86 400; step = compute + exposed communication + pipeline bubble + optimizer; compute = tokens per step × (6·P ÷ E + 12·L·h·s ÷ (0.72·E)) ÷ (GPUs × peak), E = matmul efficiency, 0.72 = attention kernels</source>
        <translation>天數 = token 數 ÷（每步 token 數 ÷ 單步時間）÷ 86 400；單步 = 計算 + 未被掩蓋的通訊 + 管線氣泡 + 優化器；計算 = 每步 token 數 ×（6·P ÷ E + 12·L·h·s ÷ (0.72·E)）÷（GPU 數 × 峰值運算效能），E = 矩陣乘法效率，0.72 = 注意力 kernel 的相對效率</translation>
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
        <translation>每秒請求數 = 副本數 × 批次大小 ÷（輸出 token 數 × 每 token 輸出時間）；每秒 token 數 = 每秒請求數 × 輸出 token 數</translation>
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
        <translation>MFU = 每步模型 FLOPs ÷（單步時間 × GPU 數 × 該精度的稠密峰值運算效能）</translation>
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
        <translation>首 token 延遲上限</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>每 token 輸出時間上限</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>輸入 token 數</translation>
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
        <translation>功耗 = GPU 數 × TDP（僅 GPU 本身；伺服器、網路和冷卻另計）</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>推薦 GPU</translation>
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
        <translation>該數量下的最佳方案：權重 + 梯度 + 優化器 + 激活值 + 開銷。</translation>
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
        <translation>至少 %1 才容納得下</translation>
    </message>
    <message>
        <source>No chart: the scenario has issues to fix.</source>
        <translation>無圖表：情境中有問題需要修正。</translation>
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
        <translation>依各方案規劃的 GPU 數量</translation>
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
        <translation>&lt;p&gt;內建價格表中沒有該 GPU 的價格。&lt;/p&gt;</translation>
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
        <translation>本次任務租金</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>Prices dated</source>
        <translation>價格日期</translation>
    </message>
    <message>
        <source>purchase = GPU + network + storage capex; rent = GPU-hours × hourly rate</source>
        <translation>採購 = GPU + 網路 + 儲存的採購支出；租用 = GPU 小時數 × 每 GPU 小時單價</translation>
    </message>
    <message>
        <source>%1 cannot be created.</source>
        <translation>無法建立 %1。</translation>
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
        <translation>%1 個月</translation>
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
        <translation>GPU 採購支出（伺服器）</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>採購價</translation>
    </message>
    <message>
        <source>purchase = GPU capex + network capex + storage capex; GPU capex = servers × server price, or GPUs × GPU price × %1; network = NICs × NIC + ports × port + cables; storage = NVMe TB × price per TB</source>
        <translation>採購價 = GPU 支出 + 網路支出 + 儲存支出；GPU 支出 = 伺服器數 × 伺服器單價，或 GPU 數 × GPU 單價 × %1；網路 = 網路卡數 × 網路卡單價 + 埠數 × 埠單價 + 纜線；儲存 = NVMe TB × 每 TB 單價</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小時數</translation>
    </message>
    <message>
        <source>Rate per GPU-hour</source>
        <translation>每 GPU 小時租金</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>rent for the job = GPUs × rate × training days × 24 h; rent per month = GPUs × rate × %1 h</source>
        <translation>本次任務租金 = GPU 數 × 單價 × 訓練天數 × 24 小時；每月租金 = GPU 數 × 單價 × %1 小時</translation>
    </message>
    <message>
        <source>rent per month = GPUs × rate × %1 h</source>
        <translation>每月租金 = GPU 數 × 單價 × %1 小時</translation>
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
        <translation>每度電價</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Electricity for the job</source>
        <translation>本次任務電費</translation>
    </message>
    <message>
        <source>Electricity per month</source>
        <translation>每月電費</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本週期</translation>
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
        <translation>購買總成本</translation>
    </message>
    <message>
        <source>Rent total</source>
        <translation>租用總成本</translation>
    </message>
    <message>
        <source>Depreciation per month</source>
        <translation>每月折舊</translation>
    </message>
    <message>
        <source>&lt;p&gt;No budget limit is set.&lt;/p&gt;</source>
        <translation>&lt;p&gt;未設定預算上限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Budget limit</source>
        <translation>預算上限</translation>
    </message>
    <message>
        <source>Cost of this option</source>
        <translation>該方案的成本</translation>
    </message>
    <message>
        <source>Cost per GPU</source>
        <translation>每張 GPU 的成本</translation>
    </message>
    <message>
        <source>Affordable GPUs</source>
        <translation>預算可負擔的 GPU 數</translation>
    </message>
    <message>
        <source>affordable GPUs = ⌊limit ÷ cost per GPU⌋ (whole nodes beyond one node); the scenario is re-planned at that count for the days or requests per second it buys</source>
        <translation>可負擔 GPU 數 = ⌊預算上限 ÷ 每張 GPU 成本⌋（超過一個節點時按整節點計）；按該數量重新規劃，得出預算可買到的天數或每秒請求數</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>採購價</translation>
    </message>
    <message>
        <source>Rent-vs-buy break-even</source>
        <translation>購買與租用的回本週期</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>購買還是租用</translation>
    </message>
    <message>
        <source>Budget fit</source>
        <translation>是否在預算內</translation>
    </message>
    <message>
        <source>Nodes × GPUs per node</source>
        <translation>節點數 × 每節點 GPU 數</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU 互連</translation>
    </message>
    <message>
        <source>Network between nodes</source>
        <translation>節點間網路</translation>
    </message>
    <message>
        <source>Network cards (NICs)</source>
        <translation>網路卡數量</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交換器埠</translation>
    </message>
    <message>
        <source>Facility power (× PUE)</source>
        <translation>設施功率（× PUE）</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>每機櫃功率</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>機架單元</translation>
    </message>
    <message>
        <source>Host memory per node</source>
        <translation>每節點主機記憶體</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe 儲存</translation>
    </message>
    <message>
        <source>NVLink Switch (rack-scale domain)</source>
        <translation>NVLink Switch（機櫃級互連域）</translation>
    </message>
    <message>
        <source>NVLink + NVSwitch</source>
        <translation>NVLink + NVSwitch</translation>
    </message>
    <message>
        <source>NVLink bridge (pairs) + PCIe</source>
        <translation>NVLink 橋接（成對）+ PCIe</translation>
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
        <translation>無（單節點）</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>millions of %1</source>
        <translation>百萬%1</translation>
    </message>
    <message>
        <source>thousands of %1</source>
        <translation>千%1</translation>
    </message>
    <message>
        <source>Purchase cost (%1)</source>
        <translation>採購成本（%1）</translation>
    </message>
    <message>
        <source>Rent for the job (%1)</source>
        <translation>本次任務租金（%1）</translation>
    </message>
    <message>
        <source>Rent per month (%1)</source>
        <translation>每月租金（%1）</translation>
    </message>
    <message>
        <source>Budget limit %1</source>
        <translation>預算上限 %1</translation>
    </message>
    <message>
        <source>No cost chart: no compared GPU fits, or the catalogue has no prices.</source>
        <translation>無成本圖：沒有可放下模型的 GPU，或內建價格表中沒有價格。</translation>
    </message>
    <message>
        <source>Budget limit: %1</source>
        <translation>預算上限：%1</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Purchase: %1</source>
        <translation>採購價：%1</translation>
    </message>
    <message>
        <source>Rent for the job: %1</source>
        <translation>本次任務租金：%1</translation>
    </message>
    <message>
        <source>Rent per month: %1</source>
        <translation>每月租金：%1</translation>
    </message>
    <message>
        <source>Training time: %1</source>
        <translation>訓練時間：%1</translation>
    </message>
    <message>
        <source>Requests per second: %1</source>
        <translation>每秒請求數：%1</translation>
    </message>
    <message>
        <source>Within the budget</source>
        <translation>在預算內</translation>
    </message>
    <message>
        <source>Over the budget</source>
        <translation>超出預算</translation>
    </message>
    <message>
        <source>BF16 mixed precision instead of FP32</source>
        <translation>用 BF16 混合精度代替 FP32</translation>
    </message>
    <message>
        <source>FP8 training (Transformer Engine)</source>
        <translation>FP8 訓練（Transformer Engine）</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 權重</translation>
    </message>
    <message>
        <source>INT8 weights</source>
        <translation>INT8 權重</translation>
    </message>
    <message>
        <source>INT4 weights (group size 128)</source>
        <translation>INT4 權重（分組大小 128）</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8 KV 快取</translation>
    </message>
    <message>
        <source>INT8 KV cache</source>
        <translation>INT8 KV 快取</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 階段 %1</translation>
    </message>
    <message>
        <source>Offload the optimizer states to host memory</source>
        <translation>把優化器狀態卸載到主機記憶體</translation>
    </message>
    <message>
        <source>Offload parameters and optimizer states (ZeRO-Infinity)</source>
        <translation>把參數和優化器狀態卸載到主機記憶體（ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>Full activation recomputation</source>
        <translation>完整激活重新計算</translation>
    </message>
    <message>
        <source>Sequence parallelism with tensor parallelism</source>
        <translation>張量平行加序列平行</translation>
    </message>
    <message>
        <source>Micro-batch of 1 (more gradient accumulation)</source>
        <translation>微批次設為 1（更多梯度累積）</translation>
    </message>
    <message>
        <source>8-bit AdamW optimizer states</source>
        <translation>8 位元 AdamW 優化器狀態</translation>
    </message>
    <message>
        <source>LoRA (rank %1) instead of full fine-tuning</source>
        <translation>用 LoRA（秩 %1）代替全參數微調</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base) instead of LoRA</source>
        <translation>用 QLoRA（4 位元 NF4 基礎模型）代替 LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base) instead of full fine-tuning</source>
        <translation>用 QLoRA（4 位元 NF4 基礎模型）代替全參數微調</translation>
    </message>
    <message>
        <source>A smaller model of the same family: %1</source>
        <translation>同系列的較小模型：%1</translation>
    </message>
    <message>
        <source>MIG slices: %1 × %2 per GPU</source>
        <translation>MIG 切分：每張 GPU %1 × %2</translation>
    </message>
    <message>
        <source>Allow a TPOT of up to %1 (+50%)</source>
        <translation>允許每 token 輸出時間放寬到 %1（+50%）</translation>
    </message>
    <message>
        <source>Another GPU: %1</source>
        <translation>改用 GPU：%1</translation>
    </message>
    <message>
        <source>PCIe cards instead of SXM/NVLink: %1</source>
        <translation>用 PCIe 卡代替 SXM/NVLink：%1</translation>
    </message>
    <message>
        <source>RoCE Ethernet instead of InfiniBand</source>
        <translation>用 RoCE 乙太網路代替 InfiniBand</translation>
    </message>
    <message>
        <source>InfiniBand NDR instead of Ethernet</source>
        <translation>用 InfiniBand NDR 代替乙太網路</translation>
    </message>
    <message>
        <source>Rent instead of buying</source>
        <translation>租用而不是購買</translation>
    </message>
    <message>
        <source>Buy instead of renting</source>
        <translation>購買而不是租用</translation>
    </message>
    <message>
        <source>Mixed precision rarely changes the final accuracy (FP32 master weights are kept); check the loss curves early.</source>
        <translation>混合精度很少影響最終準確率（保留 FP32 主權重）；請儘早檢查損失曲線。</translation>
    </message>
    <message>
        <source>FP8 needs per-tensor scaling and a validation run against BF16 before the budget is committed.</source>
        <translation>FP8 需要逐張量縮放，投入預算前要與 BF16 做一次對照驗證。</translation>
    </message>
    <message>
        <source>FP8 weights are usually within noise of BF16; validate on your evaluation set.</source>
        <translation>FP8 權重與 BF16 的差異通常在雜訊範圍內；請在您的評估資料集上驗證。</translation>
    </message>
    <message>
        <source>INT4 accuracy must be validated: 4-bit models lose 1–3 points on some tasks.</source>
        <translation>INT4 的準確率必須驗證：4 位元模型在部分任務上準確率會下降 1–3 個百分點。</translation>
    </message>
    <message>
        <source>An 8-bit KV cache doubles the context or batch that fits; check the quality on long contexts.</source>
        <translation>8 位元 KV 快取可使放得下的上下文長度或批次大小加倍；請檢查長上下文下的模型品質。</translation>
    </message>
    <message>
        <source>Sharding more state adds data-parallel traffic: the step time changes by %1.</source>
        <translation>分片更多狀態會增加資料平行通訊：每步時間變化 %1。</translation>
    </message>
    <message>
        <source>Needs %1 of host memory per GPU and slows each step by about %2 (CPU Adam over PCIe).</source>
        <translation>每張 GPU 需要 %1 主機記憶體，每步約慢 %2（CPU 上執行 Adam，經 PCIe 傳輸）。</translation>
    </message>
    <message>
        <source>Needs host memory for the optimizer states and slows each step by about %1 (CPU Adam over PCIe).</source>
        <translation>優化器狀態需要主機記憶體，每步約慢 %1（CPU 上執行 Adam，經 PCIe 傳輸）。</translation>
    </message>
    <message>
        <source>Recomputes the forward pass: %1 time.</source>
        <translation>重新計算前向傳播：時間 %1。</translation>
    </message>
    <message>
        <source>No accuracy risk; needs Megatron-style tensor parallelism in the training stack.</source>
        <translation>不影響模型準確率；訓練框架需支援 Megatron 式張量平行。</translation>
    </message>
    <message>
        <source>Smaller matrices run less efficiently: %1 time.</source>
        <translation>矩陣變小，計算效率降低：時間 %1。</translation>
    </message>
    <message>
        <source>8-bit optimizer states (bitsandbytes) usually match 32-bit AdamW; validate on a short run.</source>
        <translation>8 位元優化器狀態（bitsandbytes）通常與 32 位元 AdamW 效果相當；請先做一次短訓練驗證。</translation>
    </message>
    <message>
        <source>Adapters train a small fraction of the weights; the quality is usually close for instruction tuning but must be validated.</source>
        <translation>配接器只訓練一小部分權重；指令微調的品質通常接近全參數微調，但必須驗證。</translation>
    </message>
    <message>
        <source>The frozen base is 4-bit: a small further quality loss and slower steps from dequantisation; validate.</source>
        <translation>凍結的基礎模型為 4 位元：品質略有進一步損失，反量化也會讓每步變慢；請驗證。</translation>
    </message>
    <message>
        <source>A different model: the quality trade-off must be validated (distillation or fine-tuning may close part of the gap).</source>
        <translation>換了一個模型：品質上的取捨必須驗證（蒸餾或微調可彌補部分差距）。</translation>
    </message>
    <message>
        <source>A slice has a fraction of the GPU&apos;s compute and bandwidth: the time per token rises (about %1); good for small models at low QPS.</source>
        <translation>每個切片只有 GPU 的一部分運算效能和頻寬：每 token 時間上升（約 %1）；適合低 QPS 的小模型。</translation>
    </message>
    <message>
        <source>Larger batches per replica: users see slower token streaming.</source>
        <translation>每個副本的批次大小更大：使用者看到的 token 串流輸出變慢。</translation>
    </message>
    <message>
        <source>Check availability, lead time and software support for this GPU before planning on it.</source>
        <translation>規劃前請確認這款 GPU 的供貨、交期和軟體支援。</translation>
    </message>
    <message>
        <source>Faster collectives at a higher network price: %1 time.</source>
        <translation>集合通訊更快，但網路價格更高：時間 %1。</translation>
    </message>
    <message>
        <source>Break-even after %1 of use; the horizon here is %2.</source>
        <translation>使用 %1後回本；此處的使用期限為 %2。</translation>
    </message>
    <message>
        <source>At these prices renting stays cheaper than owning for any horizon.</source>
        <translation>以目前價格，無論用多久，租用都比自有設備更便宜。</translation>
    </message>
    <message>
        <source>Quality trade-off: validate before relying on it</source>
        <translation>品質取捨：使用前請先驗證</translation>
    </message>
    <message>
        <source>Weight memory</source>
        <translation>權重記憶體</translation>
    </message>
    <message>
        <source>GPUs by model scale</source>
        <translation>按模型規模估算 GPU 數</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>單卡記憶體</translation>
    </message>
    <message>
        <source>A100 vs H100</source>
        <translation>A100 與 H100 比較</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>記憶體餘量</translation>
    </message>
    <message>
        <source>NVLink vs PCIe</source>
        <translation>NVLink 與 PCIe 比較</translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation>租用與購買比較</translation>
    </message>
    <message>
        <source>Serving configuration</source>
        <translation>推論服務組態</translation>
    </message>
    <message>
        <source>0.1–1B: 4–8 GPUs</source>
        <translation>億級（1 億–10 億）：4–8 張 GPU</translation>
    </message>
    <message>
        <source>100–1000 QPS: 4–8 H100 80GB</source>
        <translation>100–1000 QPS：4–8 張 H100 80GB</translation>
    </message>
    <message>
        <source>10–100 QPS: 2–4 A100 40GB</source>
        <translation>10–100 QPS：2–4 張 A100 40GB</translation>
    </message>
    <message>
        <source>Up to 10 QPS: 1–2 L40 48GB with INT8</source>
        <translation>10 QPS 以內：1–2 張 L40 48GB，INT8 量化</translation>
    </message>
    <message>
        <source>An H100 is %1× an A100 for training</source>
        <translation>訓練時一張 H100 相當於 %1 張 A100</translation>
    </message>
    <message>
        <source>Keep %1–%2 of the memory spare</source>
        <translation>保留 %1–%2 的記憶體餘量</translation>
    </message>
    <message>
        <source>NVLink trains %1–%2 faster than PCIe 4.0</source>
        <translation>NVLink 訓練比 PCIe 4.0 快 %1–%2</translation>
    </message>
    <message>
        <source>Rent for 1–3 month projects, buy beyond 6 months</source>
        <translation>1–3 個月的專案租用，超過 6 個月購買</translation>
    </message>
    <message>
        <source>No option fits</source>
        <translation>沒有能放下的方案</translation>
    </message>
    <message>
        <source>%1 × %2 finish in %3</source>
        <translation>%1 × %2，%3完成</translation>
    </message>
    <message>
        <source>Not comparable here: A100 or H100 does not fit at this GPU count</source>
        <translation>此處無法比較：A100 或 H100 在該 GPU 數量下放不下</translation>
    </message>
    <message>
        <source>An H100 is %1× an A100 for this scenario</source>
        <translation>在此情境中一張 H100 相當於 %1 張 A100</translation>
    </message>
    <message>
        <source>Buying pays back after %1 of use</source>
        <translation>使用 %1後購買回本</translation>
    </message>
    <message>
        <source>Renting stays cheaper at these prices</source>
        <translation>以目前價格，租用始終較便宜</translation>
    </message>
    <message>
        <source>Tiers ignore the model size, the sequence lengths and the latency limits; gpuplan sizes the batch per replica and the replicas from them.</source>
        <translation>分級忽略了模型大小、序列長度和延遲限制；gpuplan 據此確定每個副本的批次大小和副本數。</translation>
    </message>
    <message>
        <source>The gain depends on how much tensor parallelism the model needs: small models shard with ZeRO and barely notice.</source>
        <translation>收益取決於模型需要多少張量平行：小模型用 ZeRO 切分，幾乎感覺不到差別。</translation>
    </message>
    <message>
        <source>GPUs and servers: %1
Network: %2
Storage: %3</source>
        <translation>GPU 與伺服器：%1
網路：%2
儲存：%3</translation>
    </message>
    <message>
        <source>Estimated prices, dated %1</source>
        <translation>估算價格，日期 %1</translation>
    </message>
    <message>
        <source>Prices dated %1</source>
        <translation>價格日期 %1</translation>
    </message>
    <message>
        <source>gpuplan scenario (*.gpuplan)</source>
        <translation>gpuplan 情境檔案 (*.gpuplan)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>檔案為空。</translation>
    </message>
    <message>
        <source>it is not a gpuplan scenario (no schema_version).</source>
        <translation>這不是 gpuplan 情境檔案（缺少 schema_version）。</translation>
    </message>
    <message>
        <source>it was written by a newer gpuplan (file format %1; this version reads up to %2). Update gpuplan to open it.</source>
        <translation>該檔案由更新版本的 gpuplan 寫入（檔案格式 %1；本版本最高支援 %2）。請升級 gpuplan 後再開啟。</translation>
    </message>
    <message>
        <source>its file format version is not valid.</source>
        <translation>檔案格式版本無效。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: it is too large to be a scenario file.</source>
        <translation>無法開啟 %1：檔案過大，不可能是情境檔案。</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>無法儲存 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>This file has %n setting(s) this version of gpuplan does not know (%1). They are kept and written back when you save.</source>
        <translation>
            <numerusform>此檔案包含 %n 項本版本 gpuplan 不認識的設定（%1）。儲存時會保留並寫回。</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>自動儲存已關閉：%1</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation>專家平行 all-to-all 通訊</translation>
    </message>
    <message>
        <source>%1 %2 (derived from the parameter count)</source>
        <translation>%2（%1參數，由參數量推導）</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>執行階段開銷</translation>
    </message>
    <message>
        <source>Does not fit on %1 × %2.</source>
        <translation>%1 張 %2 放不下。</translation>
    </message>
    <message>
        <source>%1 need %2 of %3 usable (%4 over in all).</source>
        <translation>%1需要 %2（可用 %3），總計超出 %4。</translation>
    </message>
    <message>
        <source>Fits on %1 (%2).</source>
        <translation>%1 可放下（%2）。</translation>
    </message>
    <message>
        <source>%1: ZeRO-%2 is kept as you set it, but with one data-parallel rank it has nothing to shard.</source>
        <translation>%1：已依您的設定保留 ZeRO-%2，但資料平行度為 1，沒有可切分的內容。</translation>
    </message>
    <message>
        <source>%1: the global batch of %2 sequences is rounded to %3 so that every data-parallel rank gets whole micro-batches.</source>
        <translation>%1：全域批次大小已由 %2 條序列捨入為 %3 條，讓每個資料平行副本都分到整數個微批次。</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>平行方案：%1</translation>
    </message>
    <message>
        <source>The leanest layout at this count needs %1 per GPU (dotted line); the planned one is faster.</source>
        <translation>此數量下最省記憶體的平行方案每張 GPU 需要 %1（虛線）；所選方案較快。</translation>
    </message>
    <message>
        <source>Held to the best published MFU</source>
        <translation>以公開發表的最佳 MFU 為上限</translation>
    </message>
    <message>
        <source>%1 s (kernel model: %2 MFU)</source>
        <translation>%1 秒（依 kernel 逐項估算：MFU %2）</translation>
    </message>
    <message>
        <source>What to buy or rent</source>
        <translation>採購 / 租用建議</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing to buy: the option does not fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;無法給出採購建議：此方案放不下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Fewest GPUs that do the job</source>
        <translation>完成任務所需的最少 GPU</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每個執行個體的 GPU 數</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台伺服器的 GPU 數</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>執行個體數</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器數</translation>
    </message>
    <message>
        <source>Layout on all of them</source>
        <translation>全部 GPU 上的平行方案</translation>
    </message>
    <message>
        <source>Memory free per GPU</source>
        <translation>每張 GPU 的記憶體餘量</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>閒置 GPU</translation>
    </message>
    <message>
        <source>Training time on all of them</source>
        <translation>全部 GPU 上的訓練時間</translation>
    </message>
    <message>
        <source>Requests per second on all of them</source>
        <translation>全部 GPU 上的每秒請求數</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); the layout is searched again on all of them keeping %1 of memory free and meeting the deadline</source>
        <translation>購買整台伺服器（租用時為 1、2、4 或 8 張 GPU 的執行個體，超過一個節點則按整節點計）；在全部 GPU 上重新搜尋平行方案，保留 %1 的記憶體餘量並按期完成</translation>
    </message>
    <message>
        <source>buy whole servers (rent instances of 1, 2, 4 or 8 GPUs, then whole nodes); every whole replica that fits in them serves; memory free is the engine&apos;s reserve</source>
        <translation>購買整台伺服器（租用時為 1、2、4 或 8 張 GPU 的執行個體，超過一個節點則按整節點計）；放得下的每個完整副本都參與服務；記憶體餘量即推論引擎保留的部分</translation>
    </message>
    <message>
        <source>%1: the servers need direct liquid cooling (%2 per server, racks: %3).</source>
        <translation>%1：這些伺服器需要直接液冷（每台 %2，機櫃 %3 個）。</translation>
    </message>
    <message>
        <source>%1 (front end: every replica stays inside a node)</source>
        <translation>%1，用作前端網路（每個副本都在單一節點內）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n switch tier(s))</source>
        <translation>
            <numerusform>%1（%n 級交換網路）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (liquid-cooled)</source>
        <translation>%1 / 上限 %2（液冷）</translation>
    </message>
    <message>
        <source>%1 of %2 (air-cooled)</source>
        <translation>%1 / 上限 %2（氣冷）</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 DDR5, sized for offload)</source>
        <translation>%1（%2 條 %3 DDR5，依卸載需求規劃容量）</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 DDR5)</source>
        <translation>%1（%2 條 %3 DDR5）</translation>
    </message>
    <message>
        <source>%1: the smallest purchase serves %2 requests per second for the %3 asked (%4×); rent instances, share the servers, or choose a smaller GPU.</source>
        <translation>%1：最小的採購單位每秒可處理 %2 個請求，是需求（每秒 %3 個請求）的 %4 倍；可以租用執行個體、與其他工作負載共用伺服器，或選擇較小的 GPU。</translation>
    </message>
    <message>
        <source>%1: %2 of each step is communication that no compute hides; a faster network between nodes, or fewer nodes with more memory each, would help.</source>
        <translation>%1：每步有 %2 的時間花在無法被運算掩蓋的通訊上；更快的節點間網路，或改用記憶體更大、節點更少的方案會有幫助。</translation>
    </message>
    <message>
        <source>%1: the job takes %2 years; no published run is planned this way. Add GPUs or train on fewer tokens.</source>
        <translation>%1：任務需要 %2 年；公開發表的訓練中沒有這樣規劃的。請增加 GPU，或減少訓練 token 數。</translation>
    </message>
    <message>
        <source>%1 × 10¹²</source>
        <extracomment>Chinese magnitude: 10^12 (zh_CN 万亿, zh_TW 兆); shown only in Chinese</extracomment>
        <translation>%1 兆</translation>
    </message>
    <message>
        <source>%1 × 10⁸</source>
        <extracomment>Chinese magnitude: 10^8 (zh_CN 亿, zh_TW 億); shown only in Chinese</extracomment>
        <translation>%1 億</translation>
    </message>
    <message>
        <source>%1 × 10⁴</source>
        <extracomment>Chinese magnitude: 10^4 (zh_CN 万, zh_TW 萬); shown only in Chinese</extracomment>
        <translation>%1 萬</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>a count of tokens in Chinese magnitudes, e.g. &quot;2000 亿 token&quot;</extracomment>
        <translation>%1 token</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>context parallel size</source>
        <translation>上下文平行度</translation>
    </message>
    <message>
        <source>TP %1 · CP %2 · PP %3 · DP %4</source>
        <translation>TP %1 · CP %2 · PP %3 · DP %4</translation>
    </message>
    <message>
        <source>Context-parallel K/V exchange</source>
        <translation>上下文平行 K/V 交換</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln layer(s) of each stage</source>
        <translation>
            <numerusform>%1，每個管線階段 %Ln 層</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1（自訂）</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>預算</translation>
    </message>
    <message>
        <source>exchange rate (CNY per USD)</source>
        <translation>匯率（人民幣/美元）</translation>
    </message>
    <message>
        <source>exchange rate (TWD per USD)</source>
        <translation>匯率（新臺幣/美元）</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>depreciation period</source>
        <translation>折舊年限</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>使用期限</translation>
    </message>
    <message>
        <source>Value out of range: %1 (from %2 to %3).</source>
        <translation>值超出範圍：%1（允許 %2 至 %3）。</translation>
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
        <translation>GPU 數量（%1）必須等於所設平行度的乘積（%2）。</translation>
    </message>
    <message>
        <source>The GPU count (%1) must be a multiple of the product of the fixed parallel sizes (%2).</source>
        <translation>GPU 數量（%1）必須是所設平行度乘積（%2）的整數倍。</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) must divide the %2 attention heads.</source>
        <translation>張量平行度（%1）必須能整除注意力頭數（%2）。</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide the %2 experts.</source>
        <translation>專家平行度（%1）必須能整除專家數（%2）。</translation>
    </message>
    <message>
        <source>Context parallelism splits the sequence into 2 × CP equal chunks: %1 tokens do not divide by %2.</source>
        <translation>上下文平行將序列切成 2 × CP 個等長區塊：%1 個 token 無法被 %2 整除。</translation>
    </message>
    <message>
        <source>The KV heads (%1) must divide the %2 attention heads.</source>
        <translation>KV 頭數（%1）必須能整除注意力頭數（%2）。</translation>
    </message>
    <message>
        <source>disaggregated prefill and decode</source>
        <translation>預填充與解碼分離部署</translation>
    </message>
    <message>
        <source>Prompts per second per prefill replica</source>
        <translation>每個預填充副本每秒處理的提示詞數</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>預填充副本數</translation>
    </message>
    <message>
        <source>Decode replicas</source>
        <translation>解碼副本數</translation>
    </message>
    <message>
        <source>KV cache transfer per prompt</source>
        <translation>每個提示詞的 KV 快取傳輸時間</translation>
    </message>
    <message>
        <source>GPUs = (prefill replicas + decode replicas) × TP × PP; prefill replicas = ⌈target QPS ÷ prompts per second of one prefill replica⌉; decode replicas = ⌈target QPS ÷ requests per second of one decode replica⌉</source>
        <translation>GPU 數 =（預填充副本數 + 解碼副本數）× TP × PP；預填充副本數 = ⌈目標 QPS ÷ 單一預填充副本每秒處理的提示詞數⌉；解碼副本數 = ⌈目標 QPS ÷ 單一解碼副本每秒處理的請求數⌉</translation>
    </message>
    <message>
        <source>Prefill and decode on separate replicas (disaggregated)</source>
        <translation>預填充與解碼在不同副本上執行（分離部署）</translation>
    </message>
    <message>
        <source>Prefill and decode together on every replica (chunked prefill)</source>
        <translation>每個副本同時負責預填充與解碼（分塊預填充）</translation>
    </message>
    <message>
        <source>Two pools of replicas to size and run (vLLM, SGLang or Dynamo disaggregation); each prompt&apos;s KV cache crosses the fabric between them.</source>
        <translation>需要規劃與維運兩組副本（vLLM、SGLang 或 Dynamo 的分離部署）；每個提示詞的 KV 快取都要經網路在兩組之間傳輸。</translation>
    </message>
    <message>
        <source>Prompt chunks ride in the decode steps: the time per output token rises with the prompt load.</source>
        <translation>提示詞分塊混入解碼步驟：每 token 輸出時間隨提示詞負載上升。</translation>
    </message>
    <message>
        <source>%1: %2 GPUs hold one replica, so prefill and decode share it; disaggregation needs at least two replicas.</source>
        <translation>%1：%2 張 GPU 只容納得下一個副本，預填充與解碼須共用該副本；分離部署至少需要兩個副本。</translation>
    </message>
    <message>
        <source>Training vs serving memory</source>
        <translation>訓練與推論的記憶體</translation>
    </message>
    <message>
        <source>Precision and GPU count</source>
        <translation>精度與 GPU 數量</translation>
    </message>
    <message>
        <source>Parallelism and offload</source>
        <translation>平行與卸載</translation>
    </message>
    <message>
        <source>Training days</source>
        <translation>訓練天數</translation>
    </message>
    <message>
        <source>Compute figures</source>
        <translation>運算效能數值</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>互連頻寬</translation>
    </message>
    <message>
        <source>GPU choice</source>
        <translation>GPU 選型</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG 分割</translation>
    </message>
    <message>
        <source>Multimodal models</source>
        <translation>多模態模型</translation>
    </message>
    <message>
        <source>%1 (the guide&apos;s tier rule, applied to this size)</source>
        <translation>%1（將指南的分級規則套用到此規模）</translation>
    </message>
    <message>
        <source>A 10B model in %1 needs %2 GB</source>
        <translation>100 億參數模型以 %1 儲存需要 %2 GB</translation>
    </message>
    <message>
        <source>100B and more: 64 or more GPUs on InfiniBand</source>
        <translation>千億級以上：64 張以上 GPU，InfiniBand 互連</translation>
    </message>
    <message>
        <source>1–10B: the guides give no GPU count</source>
        <translation>十億級（10 億–100 億）：指南沒有給出 GPU 數量</translation>
    </message>
    <message>
        <source>%1–%2 GB per card at this scale</source>
        <translation>此規模每張卡需 %1–%2 GB</translation>
    </message>
    <message>
        <source>%1 GB or more per card at this scale</source>
        <translation>此規模每張卡需 %1 GB 以上</translation>
    </message>
    <message>
        <source>Training needs 2–4× the memory of inference</source>
        <translation>訓練所需記憶體是推論的 2–4 倍</translation>
    </message>
    <message>
        <source>INT8 serving needs 70% fewer GPUs</source>
        <translation>INT8 推論可少用 70% 的 GPU</translation>
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
        <translation>3D 平行能減少 GPU 數量</translation>
    </message>
    <message>
        <source>10B: 4 H100 finish in 10–15 days, 8 A100 in 45–60 days</source>
        <translation>100 億參數：4 張 H100 訓練 10–15 天，8 張 A100 訓練 45–60 天</translation>
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
        <translation>100G 乙太網路：100 GB/s</translation>
    </message>
    <message>
        <source>InfiniBand bandwidth is “10-gigabit class” (万兆级)</source>
        <translation>InfiniBand 頻寬為「萬兆級」</translation>
    </message>
    <message>
        <source>NVLink has 3–5× the bandwidth of PCIe 4.0</source>
        <translation>NVLink 頻寬是 PCIe 4.0 的 3–5 倍</translation>
    </message>
    <message>
        <source>Memory bandwidth affects transfers between cards</source>
        <translation>記憶體頻寬影響卡間傳輸</translation>
    </message>
    <message>
        <source>Efficient plan: 8–32 “H100 160GB”</source>
        <translation>高效方案：8–32 張「H100 160GB」</translation>
    </message>
    <message>
        <source>H20 as a top card for training 100B and larger models</source>
        <translation>把 H20 當作訓練千億級模型的頂級卡</translation>
    </message>
    <message>
        <source>A 10B model in INT8 (93 GB) needs two L40 48GB to serve</source>
        <translation>100 億參數模型用 INT8（93 GB）推論需要兩張 L40 48GB</translation>
    </message>
    <message>
        <source>8 H100 need a power supply of 3000 W or more</source>
        <translation>8 張 H100 需要 3000 W 以上的電源</translation>
    </message>
    <message>
        <source>Slice the GPUs with MIG for training jobs</source>
        <translation>用 MIG 分割 GPU 來跑訓練任務</translation>
    </message>
    <message>
        <source>MIG turns a GPU into vGPUs</source>
        <translation>MIG 把一張 GPU 變成多個 vGPU</translation>
    </message>
    <message>
        <source>Multimodal models need 20–50% more GPUs than text models of the same size</source>
        <translation>多模態模型比同規模的文字模型多需 20–50% 的 GPU</translation>
    </message>
    <message>
        <source>10B × %1 bytes = %2 GB. This model: %3 parameters × %4 bytes = %5 GB</source>
        <translation>100 億 × %1 位元組 = %2 GB。本模型：%3參數 × %4 位元組 = %5 GB</translation>
    </message>
    <message>
        <source>%1 of the serving engine&apos;s memory is free at the planned batch</source>
        <translation>依規劃的批次大小，推論引擎的記憶體還有 %1 空閒</translation>
    </message>
    <message>
        <source>Not comparable: A100 SXM or A100 PCIe does not fit on %1</source>
        <translation>無法比較：A100 SXM 或 A100 PCIe 在 %1 上放不下</translation>
    </message>
    <message>
        <source>The model states alone are %1 bytes per parameter against 2 for BF16 weights: %2×, before activations</source>
        <translation>僅模型狀態每參數就佔 %1 位元組，而 BF16 權重只佔 2 位元組：還沒計入激活值就已是 %2 倍</translation>
    </message>
    <message>
        <source>Not comparable: BF16 or INT8 weights do not fit</source>
        <translation>無法比較：BF16 或 INT8 權重放不下</translation>
    </message>
    <message>
        <source>%1 in BF16, %2 in INT8 for this scenario on %3</source>
        <translation>本情境在 %3 上：BF16 需 %1，INT8 需 %2</translation>
    </message>
    <message>
        <source>Model states: %1 bytes per parameter in FP32, %2 in BF16 mixed precision; the memory floor does not fall</source>
        <translation>模型狀態：FP32 每參數 %1 位元組，BF16 混合精度 %2 位元組；記憶體下限並不降低</translation>
    </message>
    <message>
        <source>Offloading the optimizer moves %1 of %2 bytes per parameter to host memory (%3 of the model states)</source>
        <translation>卸載優化器會把每參數 %2 位元組中的 %1 位元組移到主機記憶體（佔模型狀態的 %3）</translation>
    </message>
    <message>
        <source>%1 GB of model states need at least %2 × %3, whatever the layout</source>
        <translation>%1 GB 模型狀態至少需要 %2 × %3，與平行方案無關</translation>
    </message>
    <message>
        <source>%1 %2 dense (%3 with 2:4 sparsity)</source>
        <translation>稠密 %1 %2（2:4 稀疏時 %3）</translation>
    </message>
    <message>
        <source>Each H100 reaches the others at %1 GB/s (NVLink 4, both directions)</source>
        <translation>每張 H100 到其他 GPU 的頻寬為 %1 GB/s（NVLink 4，雙向合計）</translation>
    </message>
    <message>
        <source>A100 SXM: %1 GB/s; %2 GB/s is the A800, its export variant</source>
        <translation>A100 SXM：%1 GB/s；%2 GB/s 是其出口版 A800</translation>
    </message>
    <message>
        <source>HDR 200 Gb/s = %1 GB/s per port; NDR 400 Gb/s = %2 GB/s per port</source>
        <translation>HDR 200 Gb/s = 每埠 %1 GB/s；NDR 400 Gb/s = 每埠 %2 GB/s</translation>
    </message>
    <message>
        <source>100 Gb/s = %1 GB/s per port</source>
        <translation>100 Gb/s = 每埠 %1 GB/s</translation>
    </message>
    <message>
        <source>万兆 means 10 Gb/s; HDR and NDR ports run at %1 and %2 Gb/s, 20–40 times that</source>
        <translation>萬兆即 10 Gb/s；HDR 和 NDR 埠分別為 %1 和 %2 Gb/s，是它的 20–40 倍</translation>
    </message>
    <message>
        <source>A100 NVLink vs PCIe 4.0 x16 (64 GB/s): %1×; H100 NVLink: %2× PCIe 4.0, %3× PCIe 5.0</source>
        <translation>A100 NVLink 對比 PCIe 4.0 x16（64 GB/s）：%1 倍；H100 NVLink：PCIe 4.0 的 %2 倍、PCIe 5.0 的 %3 倍</translation>
    </message>
    <message>
        <source>H100: %1 GB/s to its own HBM, %2 GB/s to the other GPUs over NVLink</source>
        <translation>H100：存取自身 HBM 為 %1 GB/s，經 NVLink 到其他 GPU 為 %2 GB/s</translation>
    </message>
    <message>
        <source>The largest H100 has %1 GB; H200 has %2 GB, B200 %3 GB</source>
        <translation>容量最大的 H100 為 %1 GB；H200 為 %2 GB，B200 為 %3 GB</translation>
    </message>
    <message>
        <source>H20: %1 dense BF16 TFLOPS (H100: %2), %3 GB at %4 GB/s</source>
        <translation>H20：稠密 BF16 %1 TFLOPS（H100：%2），記憶體 %3 GB，頻寬 %4 GB/s</translation>
    </message>
    <message>
        <source>10B in INT8 is %1 GB of weights; gpuplan serves 10 QPS on %2 L40</source>
        <translation>100 億參數的 INT8 權重為 %1 GB；gpuplan 用 %2 張 L40 承載 10 QPS</translation>
    </message>
    <message>
        <source>8 × %1 W = %2 W for the GPUs alone; a DGX H100 is rated %3 kW</source>
        <translation>僅 GPU 就是 8 × %1 W = %2 W；DGX H100 的額定功率為 %3 kW</translation>
    </message>
    <message>
        <source>The smallest A100 80GB slice has %1 GB; a 10B model&apos;s training states alone are %2 GB</source>
        <translation>A100 80GB 最小的切片只有 %1 GB；100 億參數模型僅訓練狀態就有 %2 GB</translation>
    </message>
    <message>
        <source>MIG splits an A100 or H100 into up to %1 hardware partitions, each with its own memory (the smallest %2 GB)</source>
        <translation>MIG 把一張 A100 或 H100 最多分割成 %1 個硬體分區，各有獨立記憶體（最小 %2 GB）</translation>
    </message>
    <message>
        <source>gpuplan plans the vision tower and the image tokens themselves: choose a multimodal model to see them</source>
        <translation>gpuplan 會直接規劃視覺塔和影像 token：選擇一個多模態模型即可看到</translation>
    </message>
    <message>
        <source>The guide divided the bytes by 2³⁰ and slipped the decimal point: its figures are about %1× too high.</source>
        <translation>指南把位元組數除以 2³⁰ 後，小數點又錯了一位：其數值約為實際值的 %1 倍。</translation>
    </message>
    <message>
        <source>The tiers ignore the token budget and the deadline; the GPU count follows from memory (the minimum) and from the days you allow.</source>
        <translation>分級忽略了 token 數量和截止期限；GPU 數量取決於記憶體（下限）和您允許的天數。</translation>
    </message>
    <message>
        <source>No card has to hold the model: tensor, pipeline and ZeRO sharding spread it, so the memory per card is a layout choice.</source>
        <translation>沒有哪張卡需要裝下整個模型：張量平行、管線平行和 ZeRO 會把它分攤開，每張卡的記憶體取決於平行方案。</translation>
    </message>
    <message>
        <source>The dense BF16 peak is %1 vs %2 TFLOPS (%3×); communication and memory-bound work shrink the gain, FP8 raises it.</source>
        <translation>稠密 BF16 峰值為 %1 對 %2 TFLOPS（%3 倍）；通訊和受記憶體頻寬限制的運算會縮小差距，FP8 則會拉大差距。</translation>
    </message>
    <message>
        <source>The serving engine reserves %1 of the memory itself (its memory fraction); the KV cache fills the rest by design.</source>
        <translation>推論引擎自身保留 %1 的記憶體（即其記憶體使用比例設定）；其餘部分依設計由 KV 快取填滿。</translation>
    </message>
    <message>
        <source>The break-even follows from the purchase, energy, hosting, utilisation and rental prices, which change monthly; it is not a fixed rule.</source>
        <translation>回本週期取決於採購價、電費、託管費、使用率和租金，這些每月都在變，並沒有固定規則。</translation>
    </message>
    <message>
        <source>Mixed-precision Adam keeps the weights, the gradients, an fp32 master copy and two fp32 moments for every parameter.</source>
        <translation>混合精度 Adam 為每個參數保留權重、梯度、一份 fp32 主權重和兩個 fp32 動量。</translation>
    </message>
    <message>
        <source>Only the weight bytes halve; the KV cache, the activations and the compute per token often decide the count.</source>
        <translation>只有權重位元組數減半；KV 快取、激活值和每 token 的運算量往往才是決定 GPU 數量的因素。</translation>
    </message>
    <message>
        <source>Mixed precision keeps an fp32 master copy and fp32 moments; it saves time (tensor cores) and activation memory, not the model states.</source>
        <translation>混合精度仍保留 fp32 主權重和 fp32 動量；它節省的是時間（Tensor Core）和激活值記憶體，而不是模型狀態。</translation>
    </message>
    <message>
        <source>Parallelism spreads memory and work over the GPUs; it never lowers the memory floor of the model states (offload and smaller states do).</source>
        <translation>平行把記憶體和運算分攤到各 GPU 上；它不會降低模型狀態的記憶體下限（卸載和更小的狀態才會）。</translation>
    </message>
    <message>
        <source>The guide never states the tokens, so its days cannot be checked; training time is tokens × 6 × parameters / sustained FLOP/s.</source>
        <translation>指南從未說明 token 數量，因此其天數無法查證；訓練時間 = token 數 × 6 × 參數量 / 持續 FLOP/s。</translation>
    </message>
    <message>
        <source>3351 is its memory bandwidth in GB/s (3.35 TB/s), not a compute figure.</source>
        <translation>3351 是它的記憶體頻寬（GB/s，即 3.35 TB/s），不是運算效能。</translation>
    </message>
    <message>
        <source>624 is the figure with 2:4 structured sparsity, which training does not use.</source>
        <translation>624 是 2:4 結構化稀疏下的數值，訓練並不使用稀疏。</translation>
    </message>
    <message>
        <source>No GPU of its generation comes near 4800; AMD&apos;s datasheet gives 383.</source>
        <translation>同代 GPU 沒有一款接近 4800；AMD 規格書給出的是 383。</translation>
    </message>
    <message>
        <source>193 matches neither the dense (165) nor the sparse (330) figure.</source>
        <translation>193 既不是稠密值（165），也不是稀疏值（330）。</translation>
    </message>
    <message>
        <source>149 is below even its FP16 figure (181); INT8 runs at twice the FP16 rate.</source>
        <translation>149 甚至低於它的 FP16 數值（181）；INT8 速率是 FP16 的兩倍。</translation>
    </message>
    <message>
        <source>1289 matches no H100 variant; the SXM part does 1979 dense.</source>
        <translation>1289 不對應任何 H100 型號；SXM 版稠密為 1979。</translation>
    </message>
    <message>
        <source>A switch&apos;s aggregate bandwidth is not what one GPU gets; the per-GPU NVLink bandwidth limits its collectives.</source>
        <translation>交換晶片的總頻寬不是單張 GPU 能得到的；限制集合通訊的是每張 GPU 的 NVLink 頻寬。</translation>
    </message>
    <message>
        <source>The guide quotes the A800&apos;s reduced NVLink for the A100.</source>
        <translation>指南把 A800 降低後的 NVLink 頻寬當成了 A100 的。</translation>
    </message>
    <message>
        <source>Network ports are rated in gigabits per second; a byte is 8 bits.</source>
        <translation>網路埠以每秒十億位元（Gb/s）標稱；1 位元組 = 8 位元。</translation>
    </message>
    <message>
        <source>10 Gb/s is a server&apos;s front-end Ethernet; a training fabric is 20–40 times faster per port.</source>
        <translation>10 Gb/s 是伺服器前端乙太網路的速率；訓練網路每埠的速率是它的 20–40 倍。</translation>
    </message>
    <message>
        <source>Both directions counted on both sides: PCIe 4.0 x16 is 64 GB/s, PCIe 5.0 x16 128 GB/s.</source>
        <translation>比較雙方都以雙向計算：PCIe 4.0 x16 為 64 GB/s，PCIe 5.0 x16 為 128 GB/s。</translation>
    </message>
    <message>
        <source>HBM bandwidth feeds the GPU&apos;s own cores; traffic between cards runs over NVLink, PCIe or the network.</source>
        <translation>HBM 頻寬供 GPU 自身核心使用；卡間流量走 NVLink、PCIe 或網路。</translation>
    </message>
    <message>
        <source>There is no 160 GB H100; a plan built on it cannot be bought.</source>
        <translation>不存在 160 GB 的 H100；以它為基礎的方案根本買不到。</translation>
    </message>
    <message>
        <source>An export-compliant part with H100-class memory but about a seventh of its compute: a serving card, slow for training.</source>
        <translation>這是符合出口管制的型號，記憶體與 H100 相當，運算效能卻只有約七分之一：適合推論，訓練很慢。</translation>
    </message>
    <message>
        <source>The guide&apos;s “93 GB” of INT8 weights is the decimal-point slip; 10 GB leaves most of one L40 for the KV cache.</source>
        <translation>指南的 INT8 權重「93 GB」是小數點錯誤；10 GB 權重讓一張 L40 的大部分記憶體可用於 KV 快取。</translation>
    </message>
    <message>
        <source>The guide&apos;s “93 GB” of INT8 weights is the decimal-point slip: one L40 holds the weights; the second is for throughput, not memory.</source>
        <translation>指南的 INT8 權重「93 GB」是小數點錯誤：一張 L40 就裝得下權重；第二張是為了吞吐量，而不是記憶體。</translation>
    </message>
    <message>
        <source>The GPUs alone draw almost twice the guide&apos;s figure; CPUs, NICs, fans and conversion losses come on top.</source>
        <translation>僅 GPU 的功耗就接近指南數字的兩倍；CPU、網路卡、風扇和電源轉換損耗還要另算。</translation>
    </message>
    <message>
        <source>MIG slices suit many small inference or notebook jobs; a slice has a fraction of the memory and compute and no NVLink.</source>
        <translation>MIG 切片適合大量小型推論或開發環境任務；每個切片只有一部分記憶體和運算資源，且沒有 NVLink。</translation>
    </message>
    <message>
        <source>vGPU is a separate, licensed time-slicing product; MIG partitions are fixed in hardware and do not share memory.</source>
        <translation>vGPU 是另一款需授權的分時產品；MIG 分區在硬體層面固定，彼此不共用記憶體。</translation>
    </message>
    <message>
        <source>The extra cost follows from the tower&apos;s size and the image tokens per sample; it is not a fixed percentage.</source>
        <translation>額外開銷取決於視覺塔的大小和每個樣本的影像 token 數，不是固定百分比。</translation>
    </message>
    <message>
        <source>Those days hold only %1–%2 tokens on the H100s and %3–%4 on the A100s; %5 (20 per parameter) take %6 and %7</source>
        <translation>這些天數在 H100 上只夠訓練 %1–%2 token，在 A100 上 %3–%4；%5（每參數 20 個）分別需要 %6和 %7</translation>
    </message>
    <message>
        <source>%1 × %2 serve the load</source>
        <translation>%1 張 %2 即可承載該負載</translation>
    </message>
    <message>
        <source>Arithmetic: parameters × bytes per parameter</source>
        <translation>算術（參數量 × 每參數位元組數）</translation>
    </message>
    <message>
        <source>This scenario&apos;s plan</source>
        <translation>本情境的規劃</translation>
    </message>
    <message>
        <source>This scenario re-planned on A100 and H100; NVIDIA A100 and H100 datasheets</source>
        <translation>本情境在 A100 和 H100 上重新規劃；NVIDIA A100 與 H100 規格書</translation>
    </message>
    <message>
        <source>gpuplan&apos;s headroom policy (docs/model.md §6.6)</source>
        <translation>gpuplan 的餘量策略（docs/model.md §6.6）</translation>
    </message>
    <message>
        <source>This scenario re-planned on A100 SXM and A100 PCIe</source>
        <translation>本情境在 A100 SXM 和 A100 PCIe 上重新規劃</translation>
    </message>
    <message>
        <source>This scenario&apos;s cost estimate (the built-in price list)</source>
        <translation>本情境的成本估算（內建價格表）</translation>
    </message>
    <message>
        <source>Model states (docs/model.md §2.1)</source>
        <translation>模型狀態（docs/model.md §2.1）</translation>
    </message>
    <message>
        <source>This scenario re-planned with BF16 and with INT8 weights</source>
        <translation>本情境分別以 BF16 和 INT8 權重重新規劃</translation>
    </message>
    <message>
        <source>Model states (docs/model.md §2.1); ZeRO-Offload (Ren et al., 2021)</source>
        <translation>模型狀態（docs/model.md §2.1）；ZeRO-Offload（Ren 等，2021）</translation>
    </message>
    <message>
        <source>A 10B decoder planned on 4 H100 and on 8 A100 (BF16, 4096-token sequences)</source>
        <translation>在 4 張 H100 和 8 張 A100 上規劃的 100 億參數解碼器（BF16，序列長度 4096）</translation>
    </message>
    <message>
        <source>%1 datasheet</source>
        <translation>%1 規格書</translation>
    </message>
    <message>
        <source>NVIDIA A100 and A800 datasheets</source>
        <translation>NVIDIA A100 與 A800 規格書</translation>
    </message>
    <message>
        <source>InfiniBand Trade Association specifications</source>
        <translation>InfiniBand 貿易協會（IBTA）規格</translation>
    </message>
    <message>
        <source>IEEE 802.3 Ethernet standard</source>
        <translation>IEEE 802.3 乙太網路標準</translation>
    </message>
    <message>
        <source>PCI-SIG specifications; NVIDIA A100 and H100 datasheets</source>
        <translation>PCI-SIG 規格；NVIDIA A100 與 H100 規格書</translation>
    </message>
    <message>
        <source>NVIDIA H100 datasheet</source>
        <translation>NVIDIA H100 規格書</translation>
    </message>
    <message>
        <source>NVIDIA H100, H200 and B200 datasheets</source>
        <translation>NVIDIA H100、H200 與 B200 規格書</translation>
    </message>
    <message>
        <source>NVIDIA H20 specifications</source>
        <translation>NVIDIA H20 規格</translation>
    </message>
    <message>
        <source>A 10B decoder planned at 10 QPS with INT8 weights on L40</source>
        <translation>在 L40 上以 INT8 權重、10 QPS 規劃的 100 億參數解碼器</translation>
    </message>
    <message>
        <source>NVIDIA H100 and DGX H100 datasheets</source>
        <translation>NVIDIA H100 與 DGX H100 規格書</translation>
    </message>
    <message>
        <source>NVIDIA MIG user guide</source>
        <translation>NVIDIA MIG 使用者指南</translation>
    </message>
    <message>
        <source>Multimodal towers (docs/model.md)</source>
        <translation>多模態視覺塔（docs/model.md）</translation>
    </message>
    <message>
        <source>Hosting per month (colocation × IT kW)</source>
        <translation>每月託管費（託管單價 × IT 千瓦數）</translation>
    </message>
    <message>
        <source>Operations staff per month</source>
        <translation>每月維運人員費用</translation>
    </message>
    <message>
        <source>break-even = purchase ÷ ((rent per month − energy per hour × %1) × utilisation − hosting − staff); none when renting costs less than owning and running the servers</source>
        <translation>回本週期 = 採購價 ÷ ((每月租金 − 每小時電費 × %1) × 使用率 − 託管費 − 維運人員費用)；若租用比自購並運作伺服器更便宜，則不會回本</translation>
    </message>
    <message>
        <source>buy total = purchase + (energy + hosting + staff per month) × horizon; rent total = rent per month × utilisation × horizon; buy when the buy total is lower (the horizon exceeds the break-even)</source>
        <translation>購買總成本 = 採購價 +（每月電費 + 託管費 + 維運人員費用）× 使用期限；租用總成本 = 每月租金 × 使用率 × 使用期限；購買總成本較低（使用期限超過回本週期）時建議購買</translation>
    </message>
    <message>
        <source>%1: writing one checkpoint to the servers&apos; NVMe drives takes %2 minutes; saving every hour would stall training that long. Save asynchronously, or add NVMe drives or a parallel file system.</source>
        <translation>%1：向伺服器的 NVMe 硬碟寫入一次檢查點需要 %2 分鐘；若每小時儲存一次，訓練就會停頓這麼久。請改用非同步儲存，或增加 NVMe 硬碟、採用平行檔案系統。</translation>
    </message>
    <message>
        <source>%1: %2 parameters is larger than any published model (the largest, Switch Transformer C, has 1.6 trillion); treat every figure here as an extrapolation.</source>
        <translation>%1：%2參數超過了任何已公開的模型（最大的 Switch Transformer C 為 1.6 兆參數）；此處所有數字都只是外推。</translation>
    </message>
    <message>
        <source>A distilled model of %1 parameters (60% of the size)</source>
        <translation>蒸餾出的 %1參數模型（規模的 60%）</translation>
    </message>
    <message>
        <source>INT8 quantisation (weights and activations where the GPU has INT8 tensor cores) usually costs less than one point of accuracy; validate.</source>
        <translation>INT8 量化（GPU 有 INT8 Tensor Core 時權重和激活值都量化）通常使準確率下降不到一個百分點；請驗證。</translation>
    </message>
    <message>
        <source>A student trained to imitate this model: distillation needs the larger model&apos;s outputs, and its quality must be validated.</source>
        <translation>這是訓練來模仿本模型的學生模型：蒸餾需要大模型的輸出，且其品質必須驗證。</translation>
    </message>
    <message>
        <source>Electricity per month around the clock</source>
        <translation>全天運轉的每月電費</translation>
    </message>
    <message>
        <source>Electricity per month at the utilisation</source>
        <translation>按使用率計的每月電費</translation>
    </message>
    <message>
        <source>Ethernet %1</source>
        <extracomment>a plain Ethernet network in the bill of materials: &quot;Ethernet 100 GbE (TCP)&quot;</extracomment>
        <translation>乙太網路 %1</translation>
    </message>
    <message>
        <source>GPUs bought or rented</source>
        <translation>採購或租用的 GPU 數</translation>
    </message>
    <message>
        <source>B as % of A</source>
        <extracomment>the A vs B chart&apos;s axis: the current plan as a percentage of the pinned one</extracomment>
        <translation>B 相當於 A 的百分比</translation>
    </message>
    <message>
        <source>No chart: A or B has no option that fits.</source>
        <translation>無法繪圖：A 或 B 沒有放得下的方案。</translation>
    </message>
    <message>
        <source>%1: B %2 is %3 of A %4</source>
        <extracomment>tooltip of a bar of the A vs B chart: &quot;Training time: B 7.9 days is 51% of A 15.6 days&quot;</extracomment>
        <translation>%1：B 的 %2 是 A 的 %4 的 %3</translation>
    </message>
    <message>
        <source>GPU power (planned GPUs)</source>
        <translation>GPU 功耗（規劃的 GPU）</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分鐘</translation>
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
        <translation>單卡 GiB</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <source>%1: decoding the training images on the CPU takes about %2 cores per GPU (%3 images per second per core); an 8-GPU server has about %4. Decode on the GPUs (NVIDIA DALI, nvJPEG) or store the images pre-decoded.</source>
        <translation>%1：在 CPU 上解碼訓練影像，每張 GPU 約需 %2 個核心（每個核心每秒 %3 張影像）；8 卡伺服器每張 GPU 約有 %4 個核心。請改在 GPU 上解碼（NVIDIA DALI、nvJPEG），或預先儲存解碼後的影像。</translation>
    </message>
    <message>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <source>Encoder–decoder (T5-style)</source>
        <translation>編碼器-解碼器（T5 類）</translation>
    </message>
    <message>
        <source>T5, Flan-T5, mT5: an encoder reads the input once, a decoder writes the output attending to it; used for translation, summarisation and text-to-text tasks.</source>
        <translation>T5、Flan-T5、mT5：編碼器只讀取一遍輸入，解碼器產生輸出時透過交叉注意力關注該輸入；用於翻譯、摘要與文字到文字任務。</translation>
    </message>
    <message>
        <source>Of which left free by the engine</source>
        <translation>其中：引擎未分配的記憶體</translation>
    </message>
    <message>
        <source>Usable (driver capacity)</source>
        <translation>可用（驅動程式回報的容量）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP, at most the memory fraction of what the weights, buffers and graphs leave free; the rest of that free memory stays unallocated</source>
        <translation>權重 = 參數量 × 每參數位元組數 ÷ (TP·PP)；KV 快取 = 2·L·g·d·位元組數 × token 數 × 批次大小 ÷ TP，最多為（權重、緩衝區與 CUDA Graph 佔用後的剩餘記憶體）× 記憶體使用比例；剩餘記憶體的其餘部分不分配</translation>
    </message>
    <message>
        <source>max concurrent sequences</source>
        <translation>最大並行序列數</translation>
    </message>
    <message>
        <source>Engine limit (sequences at once)</source>
        <translation>引擎並行上限（序列數）</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo (overlapped TP and data-parallel communication)</source>
        <translation>Megatron-Core / NeMo（張量平行與資料平行通訊重疊）</translation>
    </message>
    <message>
        <source>PyTorch FSDP2 / torchtitan (prefetched gathers)</source>
        <translation>PyTorch FSDP2 / torchtitan（預取參數收集）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO (default settings)</source>
        <translation>DeepSpeed ZeRO（預設設定）</translation>
    </message>
    <message>
        <source>Megatron-LM 2021 (no overlap)</source>
        <translation>Megatron-LM 2021（無通訊重疊）</translation>
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
        <translation>情境請求速率下每副本的每秒請求數</translation>
    </message>
    <message>
        <source>Sequences at once at that rate</source>
        <translation>該速率下同時處理的序列數</translation>
    </message>
    <message>
        <source>Time to first token at that rate</source>
        <translation>該速率下的首 token 延遲</translation>
    </message>
    <message>
        <source>Time between tokens at that rate</source>
        <translation>該速率下的 token 間隔</translation>
    </message>
    <message>
        <source>requests per second = replicas × batch ÷ (output tokens × TPOT); tokens per second = requests per second × output tokens; at the rate λ per replica: time between tokens = decode step(1 + B) ÷ (1 − λ × prefill per request), B = λ × output tokens × time between tokens (Little&apos;s law)</source>
        <translation>每秒請求數 = 副本數 × 批次大小 ÷（輸出 token 數 × 每 token 輸出時間）；每秒 token 數 = 每秒請求數 × 輸出 token 數；每副本請求速率為 λ 時：token 間隔 = 批次大小為 1 + B 時的解碼一步 ÷（1 − λ × 每個請求的預填充時間），B = λ × 輸出 token 數 × token 間隔（利特爾法則）</translation>
    </message>
    <message>
        <source>weights = params × bytes/param ÷ (TP·PP); KV cache = 2·L·g·d·bytes × tokens × batch ÷ TP, allocated for the batch; usable = driver capacity</source>
        <translation>權重 = 參數量 × 每參數位元組數 ÷ (TP·PP)；KV 快取 = 2·L·g·d·位元組數 × token 數 × 批次大小 ÷ TP，依批次大小分配；可用 = 驅動程式回報的容量</translation>
    </message>
    <message>
        <source>The fixed batch of %1 in this scenario is more than the %2 sequences the engine runs at once; raise the max concurrent sequences.</source>
        <extracomment>%1: the fixed batch; %2: the engine&apos;s limit of sequences at once</extracomment>
        <translation>此情境的固定批次大小 %1 超過推論引擎可同時執行的 %2 個序列；請調高最大並行序列數。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is costed: the option does not fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;無法估算成本：此方案放不下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Instances the fewest GPUs would fill (too little memory left free)</source>
        <translation>最少 GPU 數所需執行個體數（記憶體餘量不足）</translation>
    </message>
    <message>
        <source>Servers the fewest GPUs would fill (too little memory left free)</source>
        <translation>最少 GPU 數所需伺服器數（記憶體餘量不足）</translation>
    </message>
    <message>
        <source>measured step time</source>
        <translation>實測單步時間</translation>
    </message>
    <message>
        <source>measured throughput</source>
        <translation>實測吞吐量</translation>
    </message>
    <message>
        <source>The pilot run&apos;s step of %1 s is faster than these GPUs&apos; peak allows (the model predicts %2 s); check the time, the GPU count and the model.</source>
        <extracomment>%1: the pilot run&apos;s step in seconds; %2: the model&apos;s step on the same GPUs</extracomment>
        <translation>試跑的單步時間 %1 秒比這些 GPU 的峰值運算效能所能達到的還快（模型預測 %2 秒）；請檢查單步時間、GPU 數量和模型。</translation>
    </message>
    <message>
        <source>The pilot run&apos;s step of %1 s is over 20 times slower than the model predicts (%2 s); check the time, the GPU count and the model.</source>
        <extracomment>%1: the pilot run&apos;s step in seconds; %2: the model&apos;s step on the same GPUs</extracomment>
        <translation>試跑的單步時間 %1 秒比模型預測（%2 秒）慢 20 倍以上；請檢查單步時間、GPU 數量和模型。</translation>
    </message>
    <message>
        <source>energy per hour = IT kW × PUE × price per kWh; job = per hour × training hours; month at the utilisation = per hour × %1 h × utilisation</source>
        <translation>每小時電費 = IT 千瓦 × PUE × 每度電價；任務 = 每小時 × 訓練小時數；按使用率計的每月電費 = 每小時 × %1 小時 × 使用率</translation>
    </message>
    <message>
        <source>energy per hour = IT kW × PUE × price per kWh; month around the clock (the table&apos;s figure) = per hour × %1 h; at the utilisation = per hour × %1 h × utilisation</source>
        <translation>每小時電費 = IT 千瓦 × PUE × 每度電價；全天運轉的每月電費（表中數值）= 每小時 × %1 小時；按使用率計 = 每小時 × %1 小時 × 使用率</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) must divide the FFN size (%2).</source>
        <translation>張量平行度（%1）必須能整除 FFN 維度（%2）。</translation>
    </message>
    <message>
        <source>%1: even %2 GPUs, the GPU limit, serve only %3 requests per second, below the target; raise the GPU limit or lower the rate.</source>
        <extracomment>%1: GPU name; %2: GPUs planned (the limit); %3: requests per second they serve</extracomment>
        <translation>%1：即使用到 GPU 數量上限 %2 張 GPU，每秒也只能處理 %3 個請求，低於目標；請提高 GPU 數量上限或降低請求速率。</translation>
    </message>
    <message>
        <source>The model accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.</source>
        <extracomment>%1: tokens a request needs (input + output, or the context); %2: the model&apos;s maximum positions</extracomment>
        <translation>模型的最大上下文長度為 %2 個 token（max_position_embeddings）；此處一個請求需要 %1 個 token。</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide the data-parallel size (%2).</source>
        <translation>專家平行度（%1）必須能整除資料平行度（%2）。</translation>
    </message>
    <message>
        <source>%1 of host memory per GPU; CPU Adam costs %2 a step, won back by the faster layout it allows.</source>
        <translation>每張 GPU 需要 %1 主機記憶體；在 CPU 上執行 Adam 使每步慢 %2，但騰出的 GPU 記憶體可改用更快的平行方案，足以彌補。</translation>
    </message>
    <message>
        <source>CPU Adam costs %1 a step, won back by the faster layout the freed memory allows.</source>
        <translation>在 CPU 上執行 Adam 使每步慢 %1，但騰出的 GPU 記憶體可改用更快的平行方案，足以彌補。</translation>
    </message>
    <message>
        <source>Lossless Ethernet needs careful tuning (PFC, ECN): %1 time in the model.</source>
        <translation>無損乙太網路需要仔細調校（PFC、ECN）：估算耗時變化 %1。</translation>
    </message>
    <message>
        <source>%1: BF16 requested, but this GPU has no BF16 tensor cores; modelled at FP16 speed. Choose FP16 on the Precision page.</source>
        <translation>%1：選擇了 BF16，但該 GPU 沒有 BF16 Tensor Core；按 FP16 速度估算。請在「精度」頁選擇 FP16。</translation>
    </message>
    <message>
        <source>%1 must be a whole number; the file gives %2.</source>
        <extracomment>%1: the field; %2: the number with a fraction the file gave</extracomment>
        <translation>%1 必須是整數；檔案中為 %2。</translation>
    </message>
    <message>
        <source>0 GiB: the fp32 master copy in the optimizer states is the weight; each block is gathered in 16 bits when it runs (in the overhead)</source>
        <translation>0 GiB：權重即優化器狀態中的 fp32 主權重；各區塊執行時才以 16 位元收集（計入開銷）</translation>
    </message>
    <message>
        <source>%1 cannot be read and could not be kept as %2; the prices were not saved.</source>
        <extracomment>%1: the price file that cannot be read; %2: the name it was to be kept under</extracomment>
        <translation>%1 無法讀取，也無法重新命名為 %2 保留；價格未儲存。</translation>
    </message>
    <message>
        <source>%1 is %2, above its high end of %3.</source>
        <extracomment>%1: the price&apos;s place in the file; %2: its low end; %3: its high end</extracomment>
        <translation>%1 為 %2，高於其上限 %3。</translation>
    </message>
    <message>
        <source>Sharding more state adds data-parallel traffic to each step.</source>
        <translation>分片更多狀態會增加每步的資料平行通訊。</translation>
    </message>
    <message>
        <source>Recomputes the forward pass: about a third more compute a step.</source>
        <translation>重新計算前向傳播：每步運算量約增加三分之一。</translation>
    </message>
    <message>
        <source>Smaller matrices run less efficiently: slower steps.</source>
        <translation>矩陣變小，計算效率降低：每步變慢。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>GiB and bytes</comment>
        <extracomment>a memory figure: &quot;37.53 GiB (40,301,166,229 bytes)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>MoE routing: waits for the tokens per expert</source>
        <translation>MoE 路由：等待各專家的 token 數</translation>
    </message>
    <message>
        <source>%1 · fits from %2</source>
        <extracomment>a legend entry of the memory chart: %1 the GPU, %2 its fewest GPUs that fit (&quot;16 GPUs&quot;); keep it short, the legend has a row for three of them</extracomment>
        <translation>%1 · 最少 %2 可容納</translation>
    </message>
    <message>
        <source>The training stack&apos;s own</source>
        <translation>訓練框架預設</translation>
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
        <translation>矩陣乘法計算（重新計算或每張 GPU 的矩陣較小）</translation>
    </message>
    <message>
        <source>element-wise kernels</source>
        <translation>逐元素 kernel</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>張量平行通訊</translation>
    </message>
    <message>
        <source>expert-parallel all-to-all</source>
        <translation>專家平行 all-to-all</translation>
    </message>
    <message>
        <source>waiting for the MoE layers&apos; tokens per expert</source>
        <translation>等待 MoE 層各專家的 token 數</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>上下文平行的 K/V 交換</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>管線階段間的傳送</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>管線氣泡</translation>
    </message>
    <message>
        <source>data-parallel / ZeRO communication</source>
        <translation>資料平行 / ZeRO 通訊</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>優化器更新</translation>
    </message>
    <message>
        <source>host offload</source>
        <translation>卸載到主機記憶體</translation>
    </message>
    <message>
        <source>Needs more GPUs or has a higher latency.</source>
        <translation>需要更多 GPU，或延遲更高。</translation>
    </message>
    <message>
        <source>As fast once both are held to the best published MFU; the kernel model prefers the chosen layout.</source>
        <translation>兩者都以公開發表的最佳 MFU 為上限時一樣快；依 kernel 逐項估算則較偏好所選方案。</translation>
    </message>
    <message>
        <source>%1 % faster, but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that headroom.</source>
        <extracomment>%1: how much faster the runner-up is, in per cent</extracomment>
        <translation>快 %1%，但剩餘記憶體不到 10%；為了保留這份餘裕，搜尋最多讓出 3% 的速度。</translation>
    </message>
    <message>
        <source>As fast, but leaves less than 10 % of memory free; the search gives up to 3 % of speed for that headroom.</source>
        <translation>一樣快，但剩餘記憶體不到 10%；為了保留這份餘裕，搜尋最多讓出 3% 的速度。</translation>
    </message>
    <message>
        <source>As fast, and needs more memory per GPU.</source>
        <translation>一樣快，但每張 GPU 需要更多記憶體。</translation>
    </message>
    <message>
        <source>As fast (within 0.05 %): either layout would do.</source>
        <translation>一樣快（相差不到 0.05%）：兩種方案皆可。</translation>
    </message>
    <message>
        <source>%1 % slower, mostly from more %2.</source>
        <extracomment>%1: how much slower the runner-up&apos;s step is, in per cent; %2: the step-time term that grew most</extracomment>
        <translation>慢 %1%，多出的時間主要來自%2。</translation>
    </message>
    <message>
        <source>Why not the runner-up</source>
        <translation>為何不選次優方案</translation>
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
        <translation>每張 GPU 的虛擬管線階段數</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) is more than the %2 GPUs that %3 joins by NVLink; pin %2 or fewer.</source>
        <extracomment>%1: the pinned tensor parallel size; %2: the GPUs one NVLink domain joins; %3: the GPU</extracomment>
        <translation>張量平行度（%1）超過 %3 的 NVLink 互連範圍（%2 張 GPU）；請指定不超過 %2 的值。</translation>
    </message>
    <message>
        <source>The tensor parallel size (%1) splits neither the %2 KV heads evenly nor into whole copies of them.</source>
        <translation>張量平行度（%1）既無法均分 %2 個 KV 頭，也無法讓每張 GPU 各複製完整的 KV 頭。</translation>
    </message>
    <message>
        <source>A tensor parallel group of %1 would straddle two servers of %2 GPUs; pin a size that divides %2.</source>
        <translation>%1 路張量平行群組會跨越兩台 %2 卡伺服器；請指定能整除 %2 的值。</translation>
    </message>
    <message>
        <source>%1 GPUs do not divide by the tensor parallel size %2.</source>
        <translation>%1 張 GPU 無法被張量平行度 %2 整除。</translation>
    </message>
    <message>
        <source>%1 GPUs of %2 cannot all be used: TP is at most %3, PP at most the %4 layers and DP at most the global batch of %5 sequences. Use fewer GPUs or a larger global batch.</source>
        <extracomment>%1: the GPU count; %2: the GPU; %3: the largest tensor parallel size; %4: the layers; %5: the global batch</extracomment>
        <translation>%1 張 %2 無法全部使用：TP 最多 %3，PP 最多為層數 %4，DP 最多為全域批次大小（%5 條序列）。請減少 GPU 數量或加大全域批次大小。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine has no interleaved schedule; choose Megatron-Core, or no interleaving.</source>
        <translation>DeepSpeed 的管線引擎不支援交錯排程；請選擇 Megatron-Core，或不使用交錯。</translation>
    </message>
    <message>
        <source>Encoder-decoder models are planned with tensor and data parallelism only (no pipeline or context parallelism).</source>
        <translation>編碼器-解碼器模型只以張量平行與資料平行規劃（不支援管線平行或上下文平行）。</translation>
    </message>
    <message>
        <source>More pipeline stages (%1) than layers (%2).</source>
        <translation>管線階段數（%1）多於層數（%2）。</translation>
    </message>
    <message>
        <source>Pipeline stages × interleaving (%1) must not exceed the %2 layers.</source>
        <translation>管線階段數 × 交錯數（%1）不可超過層數（%2）。</translation>
    </message>
    <message>
        <source>The micro-batch (%1) cannot exceed the global batch (%2).</source>
        <translation>微批次大小（%1）不可超過全域批次大小（%2）。</translation>
    </message>
    <message>
        <source>The fixed parallel sizes need at least %1 GPUs, more than the GPU limit of %2.</source>
        <translation>所設平行度至少需要 %1 張 GPU，超過 GPU 數量上限（%2）。</translation>
    </message>
    <message>
        <source>hosting price per kW and month</source>
        <translation>每千瓦每月託管費</translation>
    </message>
    <message>
        <source>operations staff cost per server and year</source>
        <translation>每台伺服器每年維運人員費用</translation>
    </message>
    <message>
        <source>maximum positions</source>
        <translation>最大位置數（max_position_embeddings）</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>專家數</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>每個 token 啟用的專家數</translation>
    </message>
    <message>
        <source>expert FFN size</source>
        <translation>專家 FFN 維度</translation>
    </message>
    <message>
        <source>These sizes make a model of %1 parameters; gpuplan plans models of at most %2 parameters.</source>
        <extracomment>%1: the parameter count the sizes give; %2: the largest model gpuplan plans</extracomment>
        <translation>依這些尺寸，模型參數量為 %1；gpuplan 只能規劃參數量不超過 %2 的模型。</translation>
    </message>
    <message>
        <source>Choose at least one GPU to compare.</source>
        <translation>請至少選擇一種 GPU 進行比較。</translation>
    </message>
    <message>
        <source>%1 GPUs are chosen; compare at most %2 at a time.</source>
        <translation>已選擇 %1 種 GPU；一次最多比較 %2 種。</translation>
    </message>
    <message>
        <source>The GPU “%1” is not in the catalogue.</source>
        <extracomment>%1: a GPU id from a file that the catalogue does not list</extracomment>
        <translation>內建 GPU 清單中沒有「%1」。</translation>
    </message>
    <message>
        <source>The network “%1” is not in the catalogue.</source>
        <translation>內建網路清單中沒有「%1」。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist; choose 0, 1, 2 or 3.</source>
        <translation>不存在 ZeRO 階段 %1；請選擇 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>An expert parallel size of %1 needs a mixture-of-experts model; this model has no experts.</source>
        <translation>專家平行度 %1 需要混合專家（MoE）模型；此模型沒有專家。</translation>
    </message>
    <message>
        <source>The model has learned positions for %2 tokens; a sequence of %1 does not fit its position table.</source>
        <extracomment>%1: the sequence length; %2: the positions the model&apos;s learned position table holds</extracomment>
        <translation>此模型的可學習位置編碼只涵蓋 %2 個 token；長度為 %1 的序列超出其位置表。</translation>
    </message>
    <message>
        <source>The training tokens (%1) are fewer than one sequence of %2 tokens.</source>
        <extracomment>%1: the training tokens; %2: the sequence length</extracomment>
        <translation>訓練 token 數（%1）少於一個序列的長度（%2 個 token）。</translation>
    </message>
    <message>
        <source>Give the pilot run&apos;s step time or its throughput, not both.</source>
        <translation>試跑請只填寫單步時間或吞吐量其中之一，不要同時填寫。</translation>
    </message>
    <message>
        <source>A measured pilot run needs its GPU count or its full layout (TP, PP and DP).</source>
        <translation>實測的試跑需要提供其 GPU 數量或完整平行方案（TP、PP 和 DP）。</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode needs continuous batching, not a fixed batch of %1.</source>
        <translation>預填充與解碼分離部署需要連續批次處理，不能使用固定批次大小 %1。</translation>
    </message>
    <message>
        <source>An encoder has no decode phase to disaggregate.</source>
        <translation>編碼器沒有解碼階段，無法分離部署。</translation>
    </message>
    <message>
        <source>A context of %1 tokens is shorter than a request&apos;s %2 input + %3 output tokens.</source>
        <extracomment>%1: the context; %2: a request&apos;s input tokens; %3: its output tokens</extracomment>
        <translation>上下文長度 %1 個 token 短於單一請求的 %2 個輸入 + %3 個輸出 token。</translation>
    </message>
    <message>
        <source>A context of %1 tokens is shorter than a request&apos;s %2 input tokens.</source>
        <extracomment>%1: the context; %2: a request&apos;s input tokens (an encoder has no output)</extracomment>
        <translation>上下文長度 %1 個 token 短於單一請求的 %2 個輸入 token。</translation>
    </message>
    <message>
        <source>Serving weights must be FP32, BF16, FP16, FP8, INT8, INT4, MXFP4 or NVFP4.</source>
        <translation>推論權重必須是 FP32、BF16、FP16、FP8、INT8、INT4、MXFP4 或 NVFP4。</translation>
    </message>
    <message>
        <source>The KV cache must be FP32, BF16, FP16, FP8 or INT8.</source>
        <translation>KV 快取必須是 FP32、BF16、FP16、FP8 或 INT8。</translation>
    </message>
    <message>
        <source>A model given by its size alone has from %2 to %3 parameters; %1 is outside that range.</source>
        <extracomment>%1: the parameters asked; %2, %3: the fewest and the most a model given by its size alone has</extracomment>
        <translation>僅以規模指定的模型，參數量須介於 %2 到 %3 之間；%1 超出此範圍。</translation>
    </message>
    <message>
        <source>%1 parameters are too few for a model of this type (%2): its vocabulary or vision tower alone is about that size. Enter a larger size.</source>
        <extracomment>%1: the parameters asked; %2: the model family</extracomment>
        <translation>參數量 %1對「%2」這類模型來說太少：光是詞彙表或視覺塔就差不多有這麼大。請輸入更大的規模。</translation>
    </message>
    <message>
        <source>A model of this type (%1) cannot be given by its size alone; choose a preset or import a config.json.</source>
        <translation>「%1」這類模型不能只以規模指定；請選擇內建模型或載入 config.json。</translation>
    </message>
    <message>
        <source>These sizes make a model with no parameters.</source>
        <translation>依這些尺寸，模型沒有任何參數。</translation>
    </message>
    <message>
        <source>The encoder&apos;s hidden size (%1) must equal the decoder&apos;s (%2): they share the token table.</source>
        <extracomment>%1: the encoder&apos;s hidden size; %2: the decoder&apos;s</extracomment>
        <translation>編碼器的隱藏層維度（%1）必須與解碼器的（%2）相同：兩者共用詞嵌入表。</translation>
    </message>
    <message>
        <source>%1 expert groups do not divide the %2 routed experts.</source>
        <extracomment>%1: the expert groups (n_group); %2: the routed experts</extracomment>
        <translation>專家組數（%1）無法整除路由專家數（%2）。</translation>
    </message>
    <message>
        <source>The expert groups a token may use hold %1 experts, fewer than the %2 it picks.</source>
        <extracomment>%1: the experts in the groups a token may use; %2: the experts a token picks</extracomment>
        <translation>每個 token 可用的專家組中總共只有 %1 個專家，少於每個 token 啟用的專家數（%2）。</translation>
    </message>
    <message>
        <source>The dense layers (mlp_only_layers) must be distinct layer indices in ascending order.</source>
        <translation>稠密層（mlp_only_layers）必須是互不重複、依遞增順序排列的層索引。</translation>
    </message>
    <message>
        <source>The query and key head sizes (qk_nope_head_dim + qk_rope_head_dim) must not both be 0.</source>
        <translation>qk_nope_head_dim 與 qk_rope_head_dim 不能同時為 0（兩者之和是查詢與鍵的頭維度）。</translation>
    </message>
    <message>
        <source>The projector lists %1 widths; a vision model&apos;s projector lists 1 to %2, and a text-only model none.</source>
        <extracomment>%1: the widths listed; %2: the most a projector lists</extracomment>
        <translation>投影層列出了 %1 個寬度；視覺模型的投影層應列出 1 到 %2 個，純文字模型則不應列出。</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>model source</source>
        <translation>模型來源</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>buy or rent</source>
        <translation>採購方式</translation>
    </message>
    <message>
        <source>inference engine</source>
        <translation>推論引擎</translation>
    </message>
    <message>
        <source>training framework</source>
        <translation>訓練框架</translation>
    </message>
    <message>
        <source>attention kernel</source>
        <translation>注意力 kernel</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>優化器</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>激活重新計算</translation>
    </message>
    <message>
        <source>offloading</source>
        <translation>卸載</translation>
    </message>
    <message>
        <source>weight precision</source>
        <translation>權重精度</translation>
    </message>
    <message>
        <source>file version</source>
        <translation>檔案格式版本</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>MLP 類型</translation>
    </message>
    <message>
        <source>normalisation</source>
        <translation>正規化方式</translation>
    </message>
    <message>
        <source>position encoding</source>
        <translation>位置編碼</translation>
    </message>
    <message>
        <source>Unknown value “%2” for %1.</source>
        <extracomment>%1: the field of a file; %2: the name the file gives, which gpuplan does not know</extracomment>
        <translation>無法辨識的值「%2」（%1）。</translation>
    </message>
    <message>
        <source>Value out of range: %1 is %2, outside %3 to %4.</source>
        <extracomment>%1: the field; %2: the value given; %3, %4: the allowed range</extracomment>
        <translation>值超出範圍：%1（目前為 %2，允許 %3 至 %4）。</translation>
    </message>
    <message>
        <source>%3 has learned positions for %2 tokens; a sequence of %1 does not fit its position table.</source>
        <extracomment>%1: the sequence length; %2: the positions the model&apos;s learned position table holds; %3: the model&apos;s name</extracomment>
        <translation>%3 的可學習位置編碼只涵蓋 %2 個 token；長度為 %1 的序列超出其位置表。</translation>
    </message>
    <message>
        <source>%3 accepts at most %2 positions (max_position_embeddings); a request here needs %1 tokens.</source>
        <extracomment>%1: tokens a request needs (input + output, or the context); %2: the model&apos;s maximum positions; %3: the model&apos;s name</extracomment>
        <translation>%3 的最大上下文長度為 %2 個 token（max_position_embeddings）；此處一個請求需要 %1 個 token。</translation>
    </message>
    <message>
        <source>The file is not valid JSON: the first error is at line %1, column %2.</source>
        <extracomment>%1: the line; %2: the column of the first error in the file</extracomment>
        <translation>檔案不是有效的 JSON：第一個錯誤在第 %1 行第 %2 欄。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than any file gpuplan reads.</source>
        <extracomment>%1: the largest file gpuplan reads, in MiB</extracomment>
        <translation>檔案大於 %1 MiB，超出 gpuplan 可讀取的上限。</translation>
    </message>
    <message>
        <source>The file&apos;s top level is not a JSON object ({ … }).</source>
        <translation>檔案的頂層不是 JSON 物件（{ … }）。</translation>
    </message>
    <message>
        <source>GPUs planned (the fixed count)</source>
        <translation>規劃的 GPU（固定數量）</translation>
    </message>
    <message>
        <source>Latency at the full batch (TTFT / TPOT / E2E)</source>
        <translation>滿批次延遲（首 token / 每 token / 端對端）</translation>
    </message>
    <message>
        <source>The expert parallel size (%1) must divide TP × CP × DP (%2).</source>
        <translation>專家平行度（%1）必須能整除 TP × CP × DP（%2）。</translation>
    </message>
    <message>
        <source> · EP %1 · ETP 1</source>
        <translation> · EP %1 · ETP 1</translation>
    </message>
    <message>
        <source>Of which expert parameters (÷ EP %1 × expert TP %2)</source>
        <translation>其中專家參數（÷ EP %1 × 專家 TP %2）</translation>
    </message>
    <message>
        <source>Replicas of each expert (ZeRO shards its states over them)</source>
        <translation>每個專家的副本數（ZeRO 在這些副本間分片其狀態）</translation>
    </message>
    <message>
        <source>A GeForce card: NVIDIA&apos;s GeForce driver licence does not allow data-centre deployment; check availability and support before planning on it.</source>
        <translation>GeForce 消費級顯示卡：NVIDIA 的 GeForce 驅動程式授權不允許在資料中心部署；納入規劃前請確認供貨與技術支援。</translation>
    </message>
    <message>
        <source>No BF16 tensor cores: planned in FP16 at FP16 speed (training needs loss scaling); check availability and software support before planning on it.</source>
        <translation>沒有 BF16 Tensor Core：依 FP16 精度與 FP16 速度規劃（訓練需要損失縮放）；納入規劃前請確認供貨與軟體支援。</translation>
    </message>
    <message>
        <source>Base weight bytes per parameter (frozen)</source>
        <translation>凍結基礎模型每參數權重位元組數</translation>
    </message>
    <message>
        <source>Trainable adapter parameters</source>
        <translation>可訓練配接器參數量</translation>
    </message>
    <message>
        <source>weights = params ÷ (TP·PP) × bytes/param (÷ DP with ZeRO-3); gradients ÷ DP with ZeRO-2; optimizer = %1 bytes/param (÷ DP with ZeRO-1); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>權重 = 參數量 ÷ (TP·PP) × 每參數位元組數（ZeRO-3 時再 ÷ DP）；梯度在 ZeRO-2 時 ÷ DP；優化器 = 每參數 %1 位元組（ZeRO-1 時 ÷ DP）；激活值 = 每層 s·b·h·(34 + 5·a·s/h) ÷ TP，重新計算時更少</translation>
    </message>
    <message>
        <source>%1 GB of %2 GB usable per GPU (%3 of %4 in the table), across %5</source>
        <translation>每張 GPU 使用 %1 GB（可用 %2 GB；即表中的 %3 / %4），共 %5</translation>
    </message>
    <message>
        <source>Optimizer states (with the FP32 master weights)</source>
        <extracomment>the memory breakdown&apos;s legend where FSDP keeps the weights only as the optimizer&apos;s FP32 master copy</extracomment>
        <translation>優化器狀態（含 FP32 主權重）</translation>
    </message>
    <message>
        <source>In full training: %1</source>
        <extracomment>a guide claim&apos;s true figure, stated for full training because the scenario trains LoRA adapters</extracomment>
        <translation>全參數訓練時：%1</translation>
    </message>
    <message>
        <source>Pure BF16 (no FP32 master copy)</source>
        <translation>純 BF16（無 FP32 主權重副本）</translation>
    </message>
    <message>
        <source>Pure FP16 (no FP32 master copy)</source>
        <translation>純 FP16（無 FP32 主權重副本）</translation>
    </message>
    <message>
        <source>FP8 (Transformer Engine), no FP32 master copy</source>
        <translation>FP8（Transformer Engine），無 FP32 主權重副本</translation>
    </message>
    <message>
        <source>With an FP32 master copy: %1</source>
        <extracomment>a guide claim&apos;s true figure, stated for mixed precision because the scenario keeps no FP32 master copy</extracomment>
        <translation>保留 FP32 主權重副本時：%1</translation>
    </message>
    <message>
        <source>weights = the frozen base&apos;s params ÷ (TP·PP) × its bytes/param (16-bit embeddings under QLoRA) + the adapters&apos;; gradients and optimizer states are the adapters&apos; only (%1 + %2 bytes per trainable parameter); activations = s·b·h·(34 + 5·a·s/h) per layer ÷ TP, less with recomputation</source>
        <translation>權重 = 凍結基礎模型參數量 ÷ (TP·PP) × 其每參數位元組數（QLoRA 下嵌入層為 16 位元）+ 配接器；梯度與優化器狀態只屬於配接器（每個可訓練參數 %1 + %2 位元組）；激活值 = 每層 s·b·h·(34 + 5·a·s/h) ÷ TP，重新計算時更少</translation>
    </message>
    <message>
        <source>Element-wise kernels (norms, activations)</source>
        <translation>逐元素 kernel（正規化、激活函數）</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>管線階段間的傳送</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>優化器更新</translation>
    </message>
    <message>
        <source>Host offload (PCIe and the CPU&apos;s optimizer)</source>
        <translation>卸載到主機記憶體（PCIe 傳輸與 CPU 上的優化器）</translation>
    </message>
    <message>
        <source>Pure BF16 training (no FP32 master copy)</source>
        <translation>純 BF16 訓練（無 FP32 主權重副本）</translation>
    </message>
    <message>
        <source>Updates smaller than BF16&apos;s resolution are lost: usual for fine-tuning (torchtune, LitGPT&apos;s bf16-true), not for long pre-training; compare the loss curve with a mixed-precision run.</source>
        <translation>小於 BF16 精度的更新會被捨去：微調常用此做法（torchtune、LitGPT 的 bf16-true），長時間預訓練則不宜；請與混合精度訓練的損失曲線比對。</translation>
    </message>
    <message>
        <source>Automatic (as each framework&apos;s published runs)</source>
        <translation>自動（依各框架公開的訓練設定）</translation>
    </message>
    <message>
        <source>Fused (Megatron-Core, Transformer Engine, Liger, torch.compile)</source>
        <translation>融合 kernel（Megatron-Core、Transformer Engine、Liger、torch.compile）</translation>
    </message>
    <message>
        <source>Eager PyTorch (Hugging Face Transformers + PEFT, torchtune, LitGPT)</source>
        <translation>PyTorch eager 模式（Hugging Face Transformers + PEFT、torchtune、LitGPT）</translation>
    </message>
    <message>
        <source>Fused kernels (Liger Kernel or torch.compile) instead of eager PyTorch</source>
        <translation>以融合 kernel（Liger Kernel 或 torch.compile）取代 PyTorch eager 模式</translation>
    </message>
    <message>
        <source>The same arithmetic in fewer kernels with fewer saved tensors, where the stack supports the model (Liger Kernel, torch.compile); compare a few steps&apos; loss with the eager run.</source>
        <translation>計算相同，只是 kernel 更少、保留的張量更少，前提是所用框架支援該模型（Liger Kernel、torch.compile）；請將前幾步的損失與 eager 模式比對。</translation>
    </message>
    <message>
        <source>%1: FP16 without the FP32 master copy loses small updates and overflows. Pure 16-bit training is done in BF16; with FP16, keep the FP32 master copy (Precision page).</source>
        <translation>%1：FP16 若不保留 FP32 主權重副本，會遺失微小的更新並發生溢位。純 16 位元訓練應使用 BF16；使用 FP16 時請保留 FP32 主權重副本（精度頁）。</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>Megatron runs fused kernels: choose Fused or Automatic element-wise kernels with it, or eager PyTorch with FSDP or DeepSpeed.</source>
        <translation>Megatron 使用融合 kernel：逐元素 kernel 請選擇「融合 kernel」或「自動」；若要使用 PyTorch eager 模式，請改用 FSDP 或 DeepSpeed。</translation>
    </message>
    <message>
        <source>10B–100B: 16–32 GPUs with NVLink</source>
        <translation>百億級（100 億至 1000 億參數）：16–32 張 GPU，NVLink 互連</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>匯率（人民幣/美元）</translation>
    </message>
    <message>
        <source>Exchange rate (TWD per USD)</source>
        <translation>匯率（新臺幣/美元）</translation>
    </message>
    <message>
        <source>No BF16 tensor cores: served in FP16 at FP16 speed; check availability and software support before planning on it.</source>
        <translation>沒有 BF16 Tensor Core：依 FP16 精度與 FP16 速度部署推論；納入規劃前請確認供貨與軟體支援。</translation>
    </message>
    <message>
        <source>Change in the cost of the one-off job: buying the hardware and running it for the job; negative saves money.</source>
        <translation>本次任務的費用變化：購買硬體及任務期間的運轉費用；負數表示省錢。</translation>
    </message>
    <message>
        <source>Change in the rent for the one-off job; negative saves money.</source>
        <translation>本次任務的租金變化；負數表示省錢。</translation>
    </message>
    <message>
        <source>Change in the cost over the %1-month horizon: the purchase, power, hosting and staff; negative saves money.</source>
        <extracomment>%1: the horizon in months, e.g. &quot;36-month&quot;</extracomment>
        <translation>%1 個月使用期限內的費用變化：採購價、電費、託管費和維運人員費用；負數表示省錢。</translation>
    </message>
    <message>
        <source>Change in the rent over the %1-month horizon, at the utilisation; negative saves money.</source>
        <extracomment>%1: the horizon in months</extracomment>
        <translation>%1 個月使用期限內按使用率計算的租金變化；負數表示省錢。</translation>
    </message>
    <message>
        <source>Job cost change</source>
        <translation>任務費用變化</translation>
    </message>
    <message>
        <source>Job rent change</source>
        <translation>任務租金變化</translation>
    </message>
    <message>
        <source>Cost change</source>
        <translation>費用變化</translation>
    </message>
    <message>
        <source>Rent change</source>
        <translation>租金變化</translation>
    </message>
    <message>
        <source>Cost change over %1</source>
        <extracomment>a column header: %1 the horizon, e.g. &quot;48 months&quot;</extracomment>
        <translation>%1費用變化</translation>
    </message>
    <message>
        <source>Rent change over %1</source>
        <extracomment>a column header: %1 the horizon, e.g. &quot;48 months&quot;</extracomment>
        <translation>%1租金變化</translation>
    </message>
    <message>
        <source>%1: sold into mainland China only under a US export licence, granted case by case; check the current rules and the supplier&apos;s licence before ordering.</source>
        <translation>%1：銷往中國大陸須取得美國出口許可證（逐案審查）；下單前請確認現行規定與供應商的許可證。</translation>
    </message>
    <message>
        <source>%1: meets the deadline, but at the top of its uncertainty band it takes %2; add GPUs for margin.</source>
        <extracomment>%2 the training time at the top of the estimate&apos;s uncertainty band, e.g. &quot;16.1 days&quot;</extracomment>
        <translation>%1：依估算可按期完成，但以不確定度上限計需 %2；建議增加 GPU 預留餘裕。</translation>
    </message>
    <message>
        <source>power per rack</source>
        <translation>每機櫃功率</translation>
    </message>
    <message>
        <source>%1: one server draws %2, more than the site&apos;s %3 per rack: each takes a rack of its own beyond its limit. Ask the site for higher-power racks.</source>
        <translation>%1：單台伺服器功耗 %2，超過機房每機櫃 %3 的上限；即使每台伺服器獨佔一個機櫃，仍會超出上限。請向機房申請更高功率的機櫃。</translation>
    </message>
    <message>
        <source>within budget = the job&apos;s rent ≤ limit; renting, the job&apos;s GPU-hours hardly change with the GPU count, so the budget buys the job or not at any count</source>
        <translation>在預算內 = 本次任務租金 ≤ 預算上限；租用時，任務所需的 GPU 小時數幾乎不隨 GPU 數量改變，因此無論用多少張 GPU，預算不是夠就是不夠</translation>
    </message>
    <message>
        <source>Share of the budget</source>
        <translation>佔預算比例</translation>
    </message>
    <message>
        <source>Budget limit %1, above the chart</source>
        <translation>預算上限 %1（遠高於圖中各點，未畫出）</translation>
    </message>
    <message>
        <source>Break-even after %1 of use, beyond the %2-year depreciation; the horizon here is %3.</source>
        <extracomment>%1: months until the purchase pays back; %2: the depreciation period in years (&quot;4&quot;); %3: the horizon</extracomment>
        <translation>使用 %1後回本，已超出 %2 年折舊期；此處的使用期限為 %3。</translation>
    </message>
    <message>
        <source>recommended = the fewest GPU-hours among options that fit and meet the goals; within %1 of the fewest (closer than the model tells apart), the cheapest</source>
        <translation>推薦 = 放得下且滿足目標的方案中 GPU 小時最少者；若有方案與最少者相差在 %1 以內（模型已無法區分），則取其中成本最低者</translation>
    </message>
    <message>
        <source>cuDNN fused attention (FlashAttention-3 on Hopper)</source>
        <translation>cuDNN 融合注意力（Hopper 上為 FlashAttention-3）</translation>
    </message>
    <message>
        <source>GPU power (all GPUs together)</source>
        <translation>GPU 功耗（全部 GPU 合計）</translation>
    </message>
    <message>
        <source>IT power (all servers together)</source>
        <translation>IT 功率（全部伺服器合計）</translation>
    </message>
    <message>
        <source>Parameters stream over PCIe: each step about %1 slower than without it on the same GPUs.</source>
        <translation>參數每步都經 PCIe 傳輸：在同樣的 GPU 上，每步比不卸載約慢 %1。</translation>
    </message>
    <message>
        <source>The global batch (%1 sequences of %2 tokens) holds more than the training tokens (%3): the run would be less than one step.</source>
        <extracomment>%1: the global batch (sequences); %2: the sequence length; %3: the training tokens</extracomment>
        <translation>全域批次大小（%1 條序列，每條 %2 個 token）已超過訓練 token 總數（%3）：整個訓練還不到一步。</translation>
    </message>
    <message>
        <source>Layers on the slowest pipeline stage</source>
        <translation>最慢管線階段上的層數</translation>
    </message>
    <message>
        <source>%1 of %2 (⌈layers ÷ PP⌉)</source>
        <translation>%2 層中的 %1 層（⌈層數 ÷ PP⌉）</translation>
    </message>
    <message>
        <source>Hosting per month (colocation × the racks&apos; contracted kW)</source>
        <translation>每月託管費（託管單價 × 機櫃約定千瓦數）</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 個月</translation>
    </message>
    <message>
        <source>This file holds values outside their ranges, and a field that cannot show such a value shows the nearest allowed one; check them before you save. %1</source>
        <extracomment>%1: one sentence per value, &quot;Value out of range: output tokens is 0, outside 1 to 100,000,000.&quot;</extracomment>
        <translation>此檔案中有數值超出允許範圍；無法顯示該值的輸入欄位會顯示最接近的允許值，儲存前請逐項核對。%1</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s time to first token (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：首 token 延遲為 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s time per output token (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：每 token 輸出時間為 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: the plan&apos;s end-to-end time of a request (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：單一請求端對端耗時 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency unit on a chart axis</comment>
        <translation>人民幣</translation>
    </message>
    <message>
        <source>TWD</source>
        <comment>currency unit on a chart axis</comment>
        <translation>元</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency unit on a chart axis</comment>
        <translation>美元</translation>
    </message>
    <message>
        <source>Plain all-to-all (a copy per chosen expert)</source>
        <translation>一般 all-to-all（每個選中的專家一份副本）</translation>
    </message>
    <message>
        <source>DeepEP / HybridEP (a copy per GPU reached)</source>
        <translation>DeepEP / HybridEP（每張目標 GPU 一份副本）</translation>
    </message>
    <message>
        <source>%1: EP overlap is Megatron-Core&apos;s; this layout runs on %2, so the all-to-all is not hidden.</source>
        <extracomment>%2: a training framework, e.g. PyTorch FSDP</extracomment>
        <translation>%1：EP 通訊重疊是 Megatron-Core 的功能；此平行方案在 %2 上執行，all-to-all 通訊不會被隱藏。</translation>
    </message>
    <message>
        <source>%1: Megatron-Core does not run EP overlap with full recompute; the all-to-all is not hidden in this layout.</source>
        <translation>%1：Megatron-Core 在完全重新計算時不啟用 EP 通訊重疊；此平行方案中 all-to-all 通訊不會被隱藏。</translation>
    </message>
    <message>
        <source>%1: with pipeline parallelism Megatron-Core runs EP overlap only with an interleaved schedule; the all-to-all is not hidden in this layout.</source>
        <translation>%1：使用管線平行時，Megatron-Core 只在交錯排程下啟用 EP 通訊重疊；此平行方案中 all-to-all 通訊不會被隱藏。</translation>
    </message>
    <message>
        <source>%1: EP overlap is kept as you set it, but this layout has no expert parallelism.</source>
        <translation>%1：已依您的設定保留 EP 通訊重疊，但此平行方案沒有專家平行。</translation>
    </message>
    <message>
        <source>%1: the kernel model gives %2 MFU, above the best published %3 for its GPU generation (%4) and precision; the time is computed at %3. A pilot run can calibrate it.</source>
        <extracomment>%4: a GPU generation, e.g. Hopper</extracomment>
        <translation>%1：依各 kernel 逐項估算的 MFU 為 %2，高於同世代 GPU（%4）在該精度下公開發表的最佳值 %3；時間以 %3 計算。可用一次試跑來校準。</translation>
    </message>
    <message>
        <source> · VPP %1</source>
        <translation> · VPP %1</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s EP overlap: the expert all-to-all beside another micro-batch</source>
        <translation>Megatron-Core 的 EP 通訊重疊：專家 all-to-all 與另一個微批次的運算同時進行</translation>
    </message>
    <message>
        <source>DeepEP dispatch instead of a plain all-to-all</source>
        <translation>以 DeepEP 分派取代一般 all-to-all</translation>
    </message>
    <message>
        <source>No accuracy risk; needs Megatron-Core with expert parallelism, no full recompute, and an interleaved schedule with pipeline parallelism.</source>
        <translation>不影響模型準確率；需要 Megatron-Core 與專家平行、不使用完全重新計算，使用管線平行時還需要交錯排程。</translation>
    </message>
    <message>
        <source>No accuracy risk; needs the DeepEP or HybridEP library built for the cluster (NVLink, and RDMA between nodes).</source>
        <translation>不影響模型準確率；需要為叢集編譯 DeepEP 或 HybridEP 函式庫（節點內 NVLink，節點之間 RDMA）。</translation>
    </message>
    <message>
        <source>%1: DeepEP runs under Megatron-Core or PyTorch FSDP; this layout runs on %2, so the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <extracomment>%2: a training framework, e.g. DeepSpeed ZeRO</extracomment>
        <translation>%1：DeepEP 僅能在 Megatron-Core 或 PyTorch FSDP 下執行；此平行方案在 %2 上執行，專家的 token 分派以一般 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: DeepEP needs NVLink between the GPUs of a server; over PCIe the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <translation>%1：DeepEP 需要伺服器內的 GPU 之間以 NVLink 互連；若走 PCIe，專家的 token 分派改以一般 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: DeepEP needs a data-centre GPU of the Ampere generation or later; the experts&apos; tokens are estimated on a plain all-to-all.</source>
        <translation>%1：DeepEP 需要 Ampere 或更新世代的資料中心 GPU；專家的 token 分派以一般 all-to-all 估算。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，首 token 延遲也有 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，每 token 輸出時間也有 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，單一請求端對端耗時也有 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count serves only %2 requests per second, below the target; %3 serve it.</source>
        <extracomment>%3: the fewest GPUs of this type that serve the target rate, e.g. &quot;42 GPUs&quot;</extracomment>
        <translation>%1：固定的 GPU 數量每秒只能處理 %2 個請求，低於目標；需要 %3 才能達到。</translation>
    </message>
    <message>
        <source>%1 serve the requested rate.</source>
        <extracomment>%1: the fewest GPUs of this type that serve the requested rate, e.g. &quot;42 GPUs&quot;</extracomment>
        <translation>需要 %1 才能達到目標請求速率。</translation>
    </message>
    <message>
        <source>Parameters are offloaded to the host only with ZeRO stage 3 (fully sharded); choose ZeRO 3, or offload the optimizer only.</source>
        <translation>只有在 ZeRO 階段 3（完全分片）下才能將參數卸載到主機記憶體；請選擇 ZeRO 3，或只卸載優化器狀態。</translation>
    </message>
    <message>
        <source>Cheaper servers without NVSwitch: this layout has no tensor parallelism for PCIe to slow.</source>
        <translation>伺服器較便宜，但沒有 NVSwitch：此平行方案不使用張量平行，PCIe 不會拖慢它。</translation>
    </message>
    <message>
        <source>Cheaper servers, but no NVSwitch: tensor parallelism (TP %1) crosses PCIe (%2 time here).</source>
        <translation>伺服器較便宜，但沒有 NVSwitch：張量平行（TP %1）的通訊須經過 PCIe（耗時變化 %2）。</translation>
    </message>
    <message>
        <source>%1: misses the deadline; the fastest layout needs %2 days. %3 meet it.</source>
        <extracomment>%3: the fewest GPUs of this type that finish within the deadline, e.g. &quot;12 GPUs&quot;</extracomment>
        <translation>%1：無法按期完成；最快的平行方案也需要 %2 天。使用 %3 即可按期完成。</translation>
    </message>
    <message>
        <source>%1: the training sequences are longer than the %2 positions the model was trained on: that is context extension (RoPE scaling such as YaRN, and long-context data); the memory and time are planned as given.</source>
        <extracomment>%2: the positions (tokens) the model was trained on, e.g. 131,072</extracomment>
        <translation>%1：訓練序列長於模型訓練時的 %2 個位置：這屬於上下文延伸（需要 YaRN 等 RoPE 縮放以及長上下文資料）；記憶體與時間依所給長度估算。</translation>
    </message>
    <message>
        <source>%1: a GeForce card: NVIDIA&apos;s GeForce driver licence does not allow data-centre deployment; check where the servers will run before buying.</source>
        <translation>%1：GeForce 消費級顯示卡：NVIDIA 的 GeForce 驅動程式授權不允許在資料中心部署；採購前請確認伺服器將部署在哪裡。</translation>
    </message>
    <message>
        <source>Megatron offloads the optimizer only, no parameters; choose FSDP or DeepSpeed for parameter offload, or offload the optimizer only.</source>
        <translation>Megatron 只能卸載優化器狀態，無法卸載參數；如需卸載參數請選擇 FSDP 或 DeepSpeed，或只卸載優化器狀態。</translation>
    </message>
    <message>
        <source>The optimizer is offloaded to the host only with a sharded optimizer (ZeRO stage 1 or more); choose ZeRO 1 to 3, or no offload.</source>
        <translation>只有在優化器狀態分片時（ZeRO 階段 1 以上）才能將優化器狀態卸載到主機記憶體；請選擇 ZeRO 1 至 3，或不卸載。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate the time to first token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time to first token at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：在目標請求速率下，首 token 延遲為 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate the time per output token is %2 ms against a limit of %3 ms.</source>
        <extracomment>%2: the time per output token at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：在目標請求速率下，每 token 輸出時間為 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: at the target rate a request takes %2 ms end to end against a limit of %3 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time at the target rate (ms); %3: the limit (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：在目標請求速率下，單一請求端對端耗時 %2 毫秒，上限為 %3 毫秒。</translation>
    </message>
    <message>
        <source>No count within the GPU limit serves the load</source>
        <translation>在 GPU 數量上限內皆無法承載該負載</translation>
    </message>
    <message>
        <source>%1: vLLM and SGLang do not serve T5-style encoder–decoder models; the numbers assume their batching. TensorRT-LLM serves them: choose it on the Workload page.</source>
        <translation>%1：vLLM 與 SGLang 不支援 T5 類編碼器-解碼器模型的推論，這些數字依其批次處理方式估算。TensorRT-LLM 支援這類模型：請在「工作負載」頁選擇它。</translation>
    </message>
    <message>
        <source>%1: TensorRT-LLM runs on NVIDIA GPUs only; the numbers assume its batching on this GPU. Serve it with vLLM or SGLang: choose one on the Workload page.</source>
        <translation>%1：TensorRT-LLM 只能在 NVIDIA GPU 上執行，這些數字依其在這張 GPU 上的批次處理方式估算。請改用 vLLM 或 SGLang：在「工作負載」頁選擇。</translation>
    </message>
    <message>
        <source>GPUs rented</source>
        <translation>租用 GPU 數</translation>
    </message>
    <message>
        <source>GPUs bought</source>
        <translation>採購 GPU 數</translation>
    </message>
    <message>
        <source>Power of the GPUs bought or rented</source>
        <translation>採購或租用 GPU 的功耗</translation>
    </message>
    <message>
        <source>The saving depends on how much of the memory is optimizer state, and each step then waits on PCIe and the CPU; the “How to use fewer GPUs” list re-plans it for this scenario.</source>
        <translation>節省多少取決於優化器狀態佔記憶體的比例，而且每一步都要等待 PCIe 和 CPU；「如何少用 GPU」部分會針對本情境重新規劃。</translation>
    </message>
    <message>
        <source>%1: the kernel model gives %2 MFU, above the best published %3 for this GPU and precision; the time is computed at %3. A pilot run can calibrate it.</source>
        <translation>%1：依各 kernel 逐項估算的 MFU 為 %2，高於這款 GPU 在該精度下公開發表的最佳值 %3；時間以 %3 計算。可用一次試跑來校準。</translation>
    </message>
    <message>
        <source>%1: with no limit on the time per output token, answers stream at %2 a token (%3 tokens/s). Set a TPOT limit on the Workload page (50 ms is a common interactive target) to size the GPUs for it.</source>
        <extracomment>%2: milliseconds a token, e.g. &quot;248 ms&quot;; %3: tokens per second, e.g. &quot;4.0&quot;</extracomment>
        <translation>%1：未設定每 token 輸出時間上限，回答串流輸出時每個 token 需 %2（每秒 %3 個 token）。請在「工作負載」頁設定每 token 輸出時間上限（互動式應用常用 50 毫秒），以便據此規劃 GPU 數量。</translation>
    </message>
    <message>
        <source>Parameters (P)</source>
        <translation>參數量（P）</translation>
    </message>
    <message>
        <source>Dense peak</source>
        <translation>稠密峰值運算效能</translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2)</source>
        <translation>%1 TFLOPS（%2）</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>TTFT / TPOT / E2E at the full batch</source>
        <translation>滿批次時的首 token 延遲 / 每 token 輸出時間 / 端對端</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>TTFT / TPOT with one sequence at a time</source>
        <translation>每次僅一條序列時的首 token 延遲 / 每 token 輸出時間</translation>
    </message>
    <message>
        <source>%1 of the usable memory is spare on the purchase of %3 (%2 with the fastest layout on the fixed count)</source>
        <extracomment>%1, %2: shares of memory; %3: a GPU name</extracomment>
        <translation>採購 %3 時可用記憶體餘量為 %1（在固定 GPU 數量下採用最快的平行方案時為 %2）</translation>
    </message>
    <message>
        <source>%1 of the usable memory is spare on the purchase of %3 (%2 at the minimum that fits)</source>
        <extracomment>%1, %2: shares of memory; %3: a GPU name</extracomment>
        <translation>採購 %3 時可用記憶體餘量為 %1（採用放得下的最少 GPU 數量時為 %2）</translation>
    </message>
    <message>
        <source>gpuplan already counts the CUDA context, the NCCL buffers and the allocator&apos;s reserve; it keeps at least %1 of the usable memory free where it chooses the GPU count, not on a count you fix.</source>
        <translation>gpuplan 已計入 CUDA context、NCCL 緩衝區和記憶體分配器的保留量；由它選定 GPU 數量時至少保留 %1 的可用記憶體，您固定的 GPU 數量則不受此限。</translation>
    </message>
    <message>
        <source>gpuplan already counts the CUDA context, the NCCL buffers and the allocator&apos;s reserve; the purchase it plans keeps at least %1 of the usable memory free.</source>
        <translation>gpuplan 已計入 CUDA context、NCCL 緩衝區和記憶體分配器的保留量；它規劃的採購方案至少保留 %1 的可用記憶體。</translation>
    </message>
    <message>
        <source>NVLink (A100 SXM) is %1 faster than PCIe (A100 PCIe) on %2 here, the fewest GPUs in whole servers that both fit on</source>
        <extracomment>%1: a share; %2: a GPU count, the fewest whole servers on which both A100 variants fit the model</extracomment>
        <translation>本情境在 %2 上（以整台伺服器計，兩種 A100 都放得下模型的最少 GPU 數），NVLink（A100 SXM）比 PCIe（A100 PCIe）快 %1</translation>
    </message>
    <message>
        <source>%1 % faster, but leaves less than 10 % of memory free; the search keeps that headroom where a layout on the count does.</source>
        <extracomment>%1: how much faster the runner-up is, in per cent</extracomment>
        <translation>快 %1%，但剩餘記憶體不到 10%；在此 GPU 數量下只要有方案能保留這份餘裕，搜尋就會保留它。</translation>
    </message>
    <message>
        <source>As fast, but leaves less than 10 % of memory free; the search keeps that headroom where a layout on the count does.</source>
        <translation>一樣快，但剩餘記憶體不到 10%；在此 GPU 數量下只要有方案能保留這份餘裕，搜尋就會保留它。</translation>
    </message>
    <message>
        <source>%1: the MFU you gave, %2, is above the best published %3 for this GPU and precision; the time is computed at it as given. A pilot run can check it.</source>
        <translation>%1：您提供的 MFU（%2）高於這款 GPU 在該精度下公開發表的最佳值 %3；時間依您提供的值計算。可用一次試跑來核實。</translation>
    </message>
    <message>
        <source>%1: the MFU you gave, %2, is above the best published %3 for its GPU generation (%4) and precision; the time is computed at it as given. A pilot run can check it.</source>
        <extracomment>%4: a GPU generation, e.g. Hopper</extracomment>
        <translation>%1：您提供的 MFU（%2）高於同代 GPU（%4）在該精度下公開發表的最佳值 %3；時間依您提供的值計算。可用一次試跑來核實。</translation>
    </message>
    <message>
        <source>%1: no export ruling for mainland China was found for this GPU; check the current rules before ordering.</source>
        <translation>%1：查無此 GPU 是否可銷往中國大陸的明確規定；下單前請確認現行規定。</translation>
    </message>
    <message>
        <source>Give a pilot run&apos;s measurement or an MFU, not both: the pilot calibrates the model, the MFU replaces it.</source>
        <translation>試跑實測值與 MFU 只能填寫其一：試跑用於校準模型，MFU 則直接取代模型。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine runs ZeRO 0 or 1 only, not ZeRO %1; choose ZeRO 1, one pipeline stage, or FSDP.</source>
        <extracomment>%1: the ZeRO stage pinned, 2 or 3</extracomment>
        <translation>DeepSpeed 的管線引擎只支援 ZeRO 0 或 1，不支援 ZeRO %1；請選擇 ZeRO 1、單一管線階段或 FSDP。</translation>
    </message>
    <message>
        <source>Interleaving (%1 virtual stages) needs more than one pipeline stage; choose PP 2 or more, or no interleaving.</source>
        <extracomment>%1: the virtual pipeline stages pinned</extracomment>
        <translation>交錯排程（%1 個虛擬階段）需要多個管線階段；請選擇 PP 2 以上，或不使用交錯排程。</translation>
    </message>
    <message>
        <source>GPUs in one replica (log₂ scale)</source>
        <translation>單一副本的 GPU 數量（log₂ 刻度）</translation>
    </message>
    <message>
        <source>Sold into mainland China only under a US export licence, granted case by case; check the current rules and the supplier&apos;s licence before planning on it.</source>
        <translation>銷往中國大陸須取得美國出口許可證（逐案審查）；規劃前請確認現行規定與供應商的許可證。</translation>
    </message>
    <message>
        <source>No export ruling for mainland China was found for this GPU; check the current rules before planning on it.</source>
        <translation>查無此 GPU 是否可銷往中國大陸的明確規定；規劃前請確認現行規定。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time to first token is %2 ms against a limit of %3 ms; as planned it is %4 ms.</source>
        <extracomment>%2: the time to first token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，首 token 延遲也有 %2 毫秒，上限為 %3 毫秒；依規劃為 %4 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time the time per output token is %2 ms against a limit of %3 ms; as planned it is %4 ms.</source>
        <extracomment>%2: the time per output token with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，每 token 輸出時間也有 %2 毫秒，上限為 %3 毫秒；依規劃為 %4 毫秒。</translation>
    </message>
    <message>
        <source>%1: the latency limits cannot be met with any layout: even with one sequence at a time a request takes %2 ms end to end against a limit of %3 ms; as planned it takes %4 ms.</source>
        <extracomment>%2: a request&apos;s end-to-end time with one sequence at a time (ms), the least it can be; %3: the limit (ms); %4: the plan&apos;s (ms)</extracomment>
        <translation>%1：任何平行方案都無法滿足延遲要求：即使每次只處理一條序列，單一請求端對端耗時也有 %2 毫秒，上限為 %3 毫秒；依規劃耗時 %4 毫秒。</translation>
    </message>
    <message>
        <source>prefill = 2·P × input tokens ÷ (TP × peak × efficiency); decode step = the GEMMs (weight bytes ÷ TP ÷ (HBM bandwidth × 0.8), or their FLOPs ÷ (TP × peak × efficiency), the larger plus half the smaller) + the attention (KV bytes read ÷ (HBM bandwidth × 0.8), or its FLOPs, the larger) + the norms, activations and all-reduces&apos; reads and writes of the hidden state ÷ (HBM bandwidth × 0.8) + tensor-parallel all-reduces + pipeline hops + 1.5 ms; TPOT = decode step + batch ÷ output tokens × prefill per request (each step also carries the prompts arriving meanwhile, prefilled together); TTFT at the full batch = TPOT ÷ 2 + ⌈input tokens ÷ tokens per step⌉ × decode step + prefill × (1 + batch ÷ (output tokens × PP)) (the step in progress, then the prompt&apos;s chunks in the steps that carry them, beside the prompts arriving meanwhile); with one sequence at a time the batch is 1; E2E = TTFT + (output tokens − 1) × TPOT</source>
        <translation>預填充 = 2·P × 輸入 token 數 ÷（TP × 峰值運算效能 × 效率）；解碼一步 = GEMM（權重位元組數 ÷ TP ÷（HBM 頻寬 × 0.8），與其 FLOPs ÷（TP × 峰值運算效能 × 效率），取較大者再加較小者的一半）+ 注意力（讀取的 KV 位元組數 ÷（HBM 頻寬 × 0.8），與其 FLOPs，取較大者）+ 正規化、激活函數與全歸約對隱藏狀態的讀寫位元組數 ÷（HBM 頻寬 × 0.8）+ 張量平行的全歸約 + 管線平行的級間傳輸 + 1.5 毫秒；每 token 輸出時間 = 解碼一步 + 批次大小 ÷ 輸出 token 數 × 每個請求的預填充（每個步驟還要順帶處理期間到達的提示詞，一併預填充）；滿批次時的首 token 延遲 = 每 token 輸出時間 ÷ 2 + ⌈輸入 token 數 ÷ 每步 token 數⌉ × 解碼一步 + 預填充 ×（1 + 批次大小 ÷（輸出 token 數 × PP））（先等進行中的一步結束，再經過承載該提示詞各分塊的各個步驟，期間到達的其他提示詞也在這些步驟中一併處理）；一次只處理一條序列時，批次大小取 1；端對端 = 首 token 延遲 +（輸出 token 數 − 1）× 每 token 輸出時間</translation>
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
        <translation>要比較的 GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>Filter by name, e.g. H100</source>
        <translation>按名稱篩選，例如 H100</translation>
    </message>
    <message>
        <source>Tick every GPU to compare; the results show one column per GPU.</source>
        <translation>勾選要比較的 GPU；結果中每種 GPU 佔一欄。</translation>
    </message>
    <message>
        <source>%1 — %2, %3 TFLOPS BF16</source>
        <translation>%1 — %2，BF16 %3 TFLOPS</translation>
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
            <numerusform>已選 %n 種 GPU</numerusform>
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
        <translation>結果中的成本按此選擇計算；結果中也會顯示另一種方式和回本週期。</translation>
    </message>
    <message>
        <source>Money model</source>
        <extracomment>group box: the assumptions behind every cost figure</extracomment>
        <translation>成本假設</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>幣別(&amp;U)：</translation>
    </message>
    <message>
        <source>Every cost in the results is shown in this currency.</source>
        <translation>結果中的所有成本都以此幣別顯示。</translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation>匯率(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;PUE:</source>
        <translation>PUE(&amp;P)：</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power ÷ IT power (catalogue default %1).</source>
        <translation>電力使用效率：設施功率 ÷ IT 功率（內建預設值 %1）。</translation>
    </message>
    <message>
        <source>&amp;Depreciation:</source>
        <translation>折舊年限(&amp;D)：</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Catalogue default: %1 years.</source>
        <translation>內建預設值：%1 年。</translation>
    </message>
    <message>
        <source>Uti&amp;lisation:</source>
        <translation>使用率(&amp;L)：</translation>
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
        <translation> 個月</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>How long the hardware is needed. Automatic: the training job, or the depreciation period when serving.</source>
        <translation>硬體需要使用多久。自動：訓練任務所需的時間，推論服務則為折舊期。</translation>
    </message>
    <message>
        <source>Reset to catalogue defaults</source>
        <translation>還原內建預設值</translation>
    </message>
    <message>
        <source>Catalogue default: %1 per kWh.</source>
        <translation>內建預設值：每度 %1。</translation>
    </message>
    <message>
        <source>GPU li&amp;mit:</source>
        <translation>GPU 數量上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Fixed GPU &amp;count:</source>
        <translation>固定 GPU 數量(&amp;C)：</translation>
    </message>
    <message>
        <source>Purcha&amp;se</source>
        <translation>採購(&amp;S)</translation>
    </message>
    <message>
        <source>Budget l&amp;imit:</source>
        <translation>預算上限(&amp;I)：</translation>
    </message>
    <message>
        <source>Electricity per k&amp;Wh:</source>
        <translation>每度電價(&amp;W)：</translation>
    </message>
    <message>
        <source> %1 per USD</source>
        <extracomment>the exchange-rate field&apos;s unit, e.g. &quot; CNY per USD&quot;</extracomment>
        <translation> %1/USD</translation>
    </message>
    <message>
        <source>Catalogue default: %1 %2 per USD (prices.json).</source>
        <translation>內建預設值：1 美元兌 %1 %2（prices.json）。</translation>
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
        <translation>維運伺服器的人員費用，按每台伺服器每年計。內建預設值：%1（估算：每 50 台 GPU 伺服器配一名管理員，以美國薪資中位數計）。0：不計人員費用。</translation>
    </message>
    <message>
        <source>Hosting per &amp;kW and month:</source>
        <translation>每千瓦每月託管費(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Operations staff per server and year:</source>
        <translation>每台伺服器每年維運人員費用(&amp;O)：</translation>
    </message>
    <message>
        <source>mainland China wholesale colocation without power, from the first data-centre REITs, 2025</source>
        <translation>中國大陸批發託管價，不含電費，依據首批資料中心 REITs，2025 年</translation>
    </message>
    <message>
        <source>North American wholesale colocation, CBRE, second half of 2025</source>
        <translation>北美批發託管價，CBRE，2025 年下半年</translation>
    </message>
    <message>
        <source>Colocation or your own data hall, per kW of the servers&apos; IT power and month; power is billed apart. Catalogue default: %1 (%2). 0: hosting is not counted.</source>
        <translation>託管機房或自建機房的費用，按伺服器每千瓦 IT 功率每月計；電費另計。內建預設值：%1（%2）。0：不計託管費。</translation>
    </message>
    <message>
        <source>The largest number of GPUs the search for the fewest may use; a fixed GPU count is planned as asked.</source>
        <translation>搜尋最少 GPU 數量時可用的 GPU 數量上限；固定 GPU 數量時依所填數量規劃。</translation>
    </message>
    <message>
        <source> for the job</source>
        <translation>（整個任務）</translation>
    </message>
    <message>
        <source> per month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>The most the purchase may cost: servers, network and storage.</source>
        <translation>採購費用的上限：伺服器、網路和儲存。</translation>
    </message>
    <message>
        <source>The most the rent for the whole job may cost.</source>
        <translation>整個任務租金的上限。</translation>
    </message>
    <message>
        <source>The most a month&apos;s rent may cost.</source>
        <translation>每月租金的上限。</translation>
    </message>
    <message>
        <source>Hosting defaults to mainland China&apos;s colocation price here: %1 per kW-month.</source>
        <translation>託管費預設依中國大陸的機房託管價計算：每千瓦每月 %1。</translation>
    </message>
    <message>
        <source>Hosting defaults to North American colocation here: %1 per kW-month.</source>
        <translation>託管費預設依北美的機房託管價計算：每千瓦每月 %1。</translation>
    </message>
    <message>
        <source>under export controls</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China; the note under the region says what it means</extracomment>
        <translation>受出口管制</translation>
    </message>
    <message>
        <source>US licence needed</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China: sold there under a US licence only</extracomment>
        <translation>需美國許可證</translation>
    </message>
    <message>
        <source>Share of the month the hardware is busy: by default %1 for training, 100% for serving, which takes its load around the clock.</source>
        <translation>硬體每月處於繁忙狀態的比例：訓練預設 %1；推論部署全天候承接負載，預設 100%。</translation>
    </message>
    <message>
        <source>Power per r&amp;ack:</source>
        <translation>每機櫃功率(&amp;A)：</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>The power one rack of your site takes, as the colocation contract states it. Sets how many servers the bill of materials puts in a rack. Automatic: an air-cooled rack of 40 kW, or a liquid-cooled one of 130 kW where one server is beyond air.</source>
        <translation>機房單一機櫃可承載的功率，以託管合約為準。它決定物料清單中每個機櫃放幾台伺服器。自動：氣冷機櫃 40 kW；單台伺服器超出氣冷能力時以液冷機櫃 130 kW 計。</translation>
    </message>
    <message>
        <source>%1 — %2, %3 TFLOPS FP16 (no BF16)</source>
        <translation>%1 — %2，FP16 %3 TFLOPS（不支援 BF16）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a GPU in the list with no 16-bit figure in the catalogue: its name and memory</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>export rules to check</source>
        <extracomment>a mark after a GPU in the list while the region is mainland China: no export ruling found for it either way</extracomment>
        <translation>出口規定待確認</translation>
    </message>
    <message>
        <source>GPUs under export controls are marked in the list; they are compared but never recommended. GPUs sold there under a US export licence (granted case by case) are planned, with a warning to check it. GPUs for which no ruling was found either way are marked for you to check the current rules.</source>
        <translation>清單中已標示受出口管制的 GPU；它們會納入比較，但不會被推薦。憑美國出口許可證（逐案審查）銷售的 GPU 照常規劃，並提醒確認許可證。查無明確出口規定（無論允許與否）的 GPU 也已標示，請自行確認現行規定。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::CheckedSpinBox</name>
    <message>
        <source>%1 was left empty; the previous value %2 is kept.</source>
        <translation>%1：未填寫，保留原值（%2）。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; the previous value %3 is kept.</source>
        <translation>%1：「%2」不是數字，保留原值（%3）。</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 to %4; the previous value %5 is kept.</source>
        <translation>%1：%2 超出範圍（%3 至 %4），保留原值（%5）。</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number; the previous value %3 is kept.</source>
        <translation>%1：%2 不是整數，保留原值（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 has more than %n decimal(s); the previous value %3 is kept.</source>
        <translation>
            <numerusform>%1：%2 的小數位數超過 %n 位，保留原值（%3）。</numerusform>
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
        <translation>%1：%2 超出範圍（%3 至 %4；%5 表示%6），保留原值（%7）。</translation>
    </message>
    <message>
        <source>%1: %2 is outside the range (above 0, up to %3); the previous value %4 is kept.</source>
        <extracomment>%1: the field; %2: what was typed; %3: the largest value with its unit; %4: the value kept</extracomment>
        <translation>%1：%2 超出範圍（須大於 0，至多 %3），保留原值（%4）。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GlossaryDialog</name>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>The model&apos;s learned numbers. Memory for weights is parameters × bytes per parameter: 2 bytes in BF16, 1 in INT8 or FP8.</source>
        <translation>模型學到的數值。權重所佔記憶體 = 參數量 × 每參數位元組數：BF16 為 2 位元組，INT8 或 FP8 為 1 位元組。</translation>
    </message>
    <message>
        <source>GQA / MHA</source>
        <translation>GQA / MHA</translation>
    </message>
    <message>
        <source>Grouped-query attention shares each key–value head among several query heads, so the KV cache is smaller; multi-head attention keeps one per query head.</source>
        <translation>分組查詢注意力（GQA）讓多個查詢頭共用一個鍵值頭，因此 KV 快取更小；多頭注意力（MHA）則為每個查詢頭各保留一個。</translation>
    </message>
    <message>
        <source>BF16, FP8, INT8, INT4</source>
        <translation>BF16、FP8、INT8、INT4</translation>
    </message>
    <message>
        <source>Number formats of 16, 8, 8 and 4 bits. Lower precision needs less memory and runs faster on GPUs whose tensor cores support it; its accuracy must be validated.</source>
        <translation>分別為 16、8、8 和 4 位元的數值格式。精度越低，所需記憶體越少，在 Tensor Core 支援該格式的 GPU 上也跑得更快；但準確率必須驗證。</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>Training in BF16 or FP16 while keeping an FP32 master copy of the weights and FP32 optimizer states: faster, but the model states still take 16–18 bytes per parameter.</source>
        <translation>以 BF16 或 FP16 訓練，同時保留一份 FP32 主權重和 FP32 優化器狀態：速度更快，但模型狀態仍佔每參數 16–18 位元組。</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Zero Redundancy Optimizer: data-parallel GPUs share out the optimizer states (stage 1), the gradients (2) and the weights (3) instead of each holding a full copy.</source>
        <translation>零冗餘優化器：資料平行的各 GPU 分攤優化器狀態（第 1 階段）、梯度（第 2 階段）和權重（第 3 階段），而不是各自保存完整副本。</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸載</translation>
    </message>
    <message>
        <source>Keeping optimizer states (or weights) in host memory: fewer GPUs fit the model, each step waits on PCIe and the CPU.</source>
        <translation>把優化器狀態（或權重）放在主機記憶體中：更少的 GPU 就能裝下模型，但每一步都要等待 PCIe 和 CPU。</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重新計算</translation>
    </message>
    <message>
        <source>Activation checkpointing: activations are recomputed in the backward pass instead of stored, trading compute for memory.</source>
        <translation>激活檢查點：反向傳播時重新計算激活值而不是保存它們，以運算換記憶體。</translation>
    </message>
    <message>
        <source>TP — tensor parallel</source>
        <translation>TP — 張量平行</translation>
    </message>
    <message>
        <source>Each layer&apos;s matrices split across GPUs; they exchange activations every layer, so TP stays inside a server on NVLink.</source>
        <translation>每一層的矩陣拆分到多張 GPU 上；它們每層都要交換激活值，因此張量平行應留在一台伺服器內、走 NVLink。</translation>
    </message>
    <message>
        <source>PP — pipeline parallel</source>
        <translation>PP — 管線平行</translation>
    </message>
    <message>
        <source>Consecutive layers on different GPUs, micro-batches flowing through them; the idle start and end of each step is the pipeline bubble.</source>
        <translation>連續的若干層放在不同的 GPU 上，微批次依序流過；每一步開頭和結尾的閒置時間就是管線氣泡。</translation>
    </message>
    <message>
        <source>DP — data parallel</source>
        <translation>DP — 資料平行</translation>
    </message>
    <message>
        <source>Copies of the model on different data, averaging their gradients every step.</source>
        <translation>多個模型副本處理不同的資料，每一步對梯度求平均。</translation>
    </message>
    <message>
        <source>EP — expert parallel</source>
        <translation>EP — 專家平行</translation>
    </message>
    <message>
        <source>A mixture-of-experts model&apos;s experts spread across GPUs; tokens travel to their experts and back (all-to-all).</source>
        <translation>混合專家模型的各個專家分布在不同 GPU 上；token 要傳送到對應的專家再傳回來（all-to-all）。</translation>
    </message>
    <message>
        <source>CP — context parallel</source>
        <translation>CP — 上下文平行</translation>
    </message>
    <message>
        <source>One long sequence split across GPUs, for contexts too long for one GPU&apos;s activations.</source>
        <translation>把一條長序列拆分到多張 GPU 上，用於單張 GPU 的激活值裝不下的長上下文。</translation>
    </message>
    <message>
        <source>Micro-batch and global batch</source>
        <translation>微批次與全域批次大小</translation>
    </message>
    <message>
        <source>A micro-batch is what one GPU processes at once; the global batch is all sequences of one optimizer step.</source>
        <translation>微批次是一張 GPU 一次處理的量；全域批次大小是一次優化器更新所用的全部序列。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the model&apos;s useful arithmetic per second as a share of the GPUs&apos; peak. Published large runs reach 35–60 %.</source>
        <translation>模型運算使用率：模型每秒的有效運算量佔 GPU 峰值運算效能的比例。已公開的大規模訓練通常在 35–60%。</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 數</translation>
    </message>
    <message>
        <source>Training or serving throughput in tokens (pieces of words) processed each second.</source>
        <translation>訓練或推論每秒處理的 token（詞的片段）數量，即吞吐量。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>The keys and values of every token seen so far, kept in GPU memory while a request generates; it grows with context length and concurrent requests.</source>
        <translation>請求生成過程中保存在記憶體裡的、此前每個 token 的鍵和值；它隨上下文長度和並行請求數增長。</translation>
    </message>
    <message>
        <source>Prefill and decode</source>
        <translation>預填充與解碼</translation>
    </message>
    <message>
        <source>Serving reads the whole prompt at once (prefill, compute-bound), then generates one token per step (decode, memory-bandwidth-bound).</source>
        <translation>推論先一次讀完整個提示詞（預填充，受運算效能限制），再每步生成一個 token（解碼，受記憶體頻寬限制）。</translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation>首 token 延遲（TTFT）</translation>
    </message>
    <message>
        <source>From a request&apos;s arrival to its first output token: queueing plus prefill.</source>
        <translation>從請求到達到輸出第一個 token 的時間：排隊時間加預填充時間。</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>每 token 輸出時間（TPOT）</translation>
    </message>
    <message>
        <source>QPS</source>
        <translation>QPS</translation>
    </message>
    <message>
        <source>Queries (requests) per second the deployment must serve.</source>
        <translation>部署每秒必須處理的查詢（請求）數。</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>記憶體餘量</translation>
    </message>
    <message>
        <source>Usable memory left free on each GPU. gpuplan&apos;s recommended purchase keeps at least 10 % for training; a serving engine reserves its own share.</source>
        <translation>每張 GPU 上空閒的可用記憶體。gpuplan 推薦的訓練採購方案至少保留 10%；推論引擎會自行保留一部分。</translation>
    </message>
    <message>
        <source>NVLink, PCIe, InfiniBand</source>
        <translation>NVLink、PCIe、InfiniBand</translation>
    </message>
    <message>
        <source>Links inside a server (NVLink, hundreds of GB/s per GPU; PCIe, 64–128 GB/s) and between servers (InfiniBand or Ethernet, 100–800 Gb/s per port).</source>
        <translation>伺服器內部的互連（NVLink，每張 GPU 數百 GB/s；PCIe，64–128 GB/s）和伺服器之間的互連（InfiniBand 或乙太網路，每埠 100–800 Gb/s）。</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>Multi-Instance GPU: an A100 or H100 split into up to seven hardware slices, each with its own memory; for small inference jobs, not for training large models.</source>
        <translation>多執行個體 GPU：把一張 A100 或 H100 分割成最多七個硬體切片，各有獨立記憶體；適合小型推論任務，不適合訓練大模型。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power ÷ the IT power (cooling and losses on top); 1.3 is typical.</source>
        <translation>電力使用效率：資料中心總功率（IT 功率再加上冷卻與損耗）÷ IT 功率；典型值為 1.3。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本週期</translation>
    </message>
    <message>
        <source>The months of use after which buying costs less than renting, counting energy, hosting and staff.</source>
        <translation>使用多少個月後購買比租用更便宜，已計入電費、託管和人員費用。</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清單</translation>
    </message>
    <message>
        <source>What to order: servers, GPUs, network cards and switches, host memory, storage, racks and power.</source>
        <translation>需要訂購的內容：伺服器、GPU、網路卡和交換器、主機記憶體、儲存、機櫃和供電。</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>術語表</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;gpuplan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Which GPUs to buy or rent for training, fine-tuning or serving a large AI model: how many, in what layout, how long it takes and what it costs.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built-in data: GPU specifications from the vendors&apos; datasheets; prices dated from %2 to %3 (each plan names the dates of its own prices), marked as estimates where no quote was published. Every figure&apos;s source is listed in the report and in docs/.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;gpuplan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;為訓練、微調或部署大型 AI 模型選擇購買或租用哪些 GPU：需要多少張、採用何種平行方案、耗時多久、花費多少。&lt;/p&gt;&lt;p&gt;授權：GNU 通用公共授權條款第 3 版或更新版本。&lt;/p&gt;&lt;p&gt;內建資料：GPU 規格取自廠商規格書；價格日期自 %2 至 %3（每個規劃標明其價格的日期），沒有公開報價的標為估算。每個數字的來源都列在報告和 docs/ 中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ETP — expert tensor parallel</source>
        <translation>ETP — 專家張量平行</translation>
    </message>
    <message>
        <source>How many GPUs split each expert. ETP 1 keeps every expert whole on its GPU, so the expert-parallel group may span the tensor-parallel GPUs too (EP up to TP × CP × DP), as NVIDIA&apos;s mixture-of-experts recipes run.</source>
        <translation>每個專家切分到幾張 GPU 上。ETP 1 表示每個專家完整放在一張 GPU 上，專家平行群組因此也可以跨越張量平行的 GPU（EP 最大可到 TP × CP × DP），NVIDIA 的混合專家訓練配方就是這樣設定的。</translation>
    </message>
    <message>
        <source>Inter-token latency (ITL)</source>
        <translation>token 間隔（ITL）</translation>
    </message>
    <message>
        <source>The time between one request&apos;s tokens at the scenario&apos;s request rate, with the other requests sharing each step. gpuplan shows TPOT at the engine&apos;s full batch, the worst case the limit is checked against, and ITL at the rate asked for.</source>
        <translation>在情境的請求速率下，與其他請求共用每個解碼步驟時，同一請求相鄰兩個 token 之間的時間。gpuplan 顯示的每 token 輸出時間（TPOT）是引擎批次填滿時的數值，即檢查延遲上限所用的最壞情況；token 間隔則是在所設定的請求速率下的數值。</translation>
    </message>
    <message>
        <source>LoRA and QLoRA</source>
        <translation>LoRA 與 QLoRA</translation>
    </message>
    <message>
        <source>Fine-tuning that trains small low-rank adapter matrices (of rank r) beside the frozen weights. QLoRA keeps the frozen weights in 4 bits (NF4) and turns them back into 16 bits for every matrix multiplication: far less memory, somewhat slower steps.</source>
        <translation>一種微調方法：凍結原有權重，僅在旁路訓練小型低秩配接器矩陣（秩為 r）。QLoRA 將凍結的權重以 4 位元（NF4）儲存，每次矩陣乘法時再反量化為 16 位元：大幅節省記憶體，但每步稍慢。</translation>
    </message>
    <message>
        <source>The time between consecutive output tokens of one request: what a user perceives as streaming speed.</source>
        <translation>同一請求相鄰兩個輸出 token 之間的時間，也就是使用者感受到的串流輸出速度。</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>執行個體</translation>
    </message>
    <message>
        <source>A rented cloud machine with a fixed number of GPUs (1, 2, 4 or 8); renting is counted in whole instances.</source>
        <translation>租用的雲端主機，GPU 數量固定（1、2、4 或 8 張）；租用以整個執行個體計。</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>The share of the month the hardware is busy. Rent is paid for those hours only; owned hardware costs the same either way.</source>
        <translation>硬體每月處於忙碌狀態的時間比例。租用只為這些小時付費；自有硬體無論忙閒，成本都一樣。</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折舊</translation>
    </message>
    <message>
        <source>The years over which a purchase is written off; a break-even beyond them means the purchase does not pay back.</source>
        <translation>購置成本攤提的年數；回本時間超過折舊期，代表這筆採購無法回本。</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>託管（機房託管）</translation>
    </message>
    <message>
        <source>What a data centre charges each month per kW of IT power for owned servers: space, power delivery and cooling. Its racks take a stated power each, which sets how many servers fit in one.</source>
        <translation>資料中心對自有伺服器依每千瓦 IT 功率每月收取的費用，含機櫃空間、供電與冷卻。每個機櫃有約定的功率上限，決定一個機櫃能放幾台伺服器。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::LiveSummary</name>
    <message>
        <source>Answer so far</source>
        <translation>即時結果</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>檢視結果</translation>
    </message>
    <message>
        <source>No GPU to compare.</source>
        <translation>沒有可比較的 GPU。</translation>
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
        <translation>關於 gpuplan</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>開新檔案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF Report…</source>
        <translation>匯出 PDF 報告(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除選單(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>取消復原(&amp;D)</translation>
    </message>
    <message>
        <source>Report De&amp;tails…</source>
        <translation>報告資訊(&amp;T)…</translation>
    </message>
    <message>
        <source>Pr&amp;ices…</source>
        <translation>價格(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with larger text, for a projector</source>
        <translation>全螢幕並放大文字，適合投影</translation>
    </message>
    <message>
        <source>&amp;Hide Steps and Menu Bar</source>
        <translation>隱藏步驟與選單列(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Glossary…</source>
        <translation>術語表(&amp;G)…</translation>
    </message>
    <message>
        <source>A&amp;bout gpuplan</source>
        <translation>關於 gpuplan(&amp;B)</translation>
    </message>
    <message>
        <source>%1[*] — gpuplan</source>
        <extracomment>Window title: the scenario file name, a modified marker [*], the program.</extracomment>
        <translation>%1[*] — gpuplan</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>沒有最近開啟的檔案</translation>
    </message>
    <message>
        <source>gpuplan</source>
        <translation>gpuplan</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>開啟情境</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>將情境另存新檔</translation>
    </message>
    <message>
        <source>Save Changes?</source>
        <translation>儲存變更？</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them before continuing?</source>
        <translation>情境「%1」有未儲存的變更。繼續之前要儲存嗎？</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <source>Restore Unsaved Scenario?</source>
        <translation>還原未儲存的情境？</translation>
    </message>
    <message>
        <source>gpuplan did not close normally last time. Restore the scenario you were working on?</source>
        <translation>gpuplan 上次沒有正常關閉。要還原您之前正在編輯的情境嗎？</translation>
    </message>
    <message>
        <source>The unsaved scenario from the last session was restored. Save it to keep it.</source>
        <translation>已還原上次工作階段中未儲存的情境。請儲存以保留它。</translation>
    </message>
    <message>
        <source>Drop to open “%1”.</source>
        <translation>放開滑鼠即可開啟「%1」。</translation>
    </message>
    <message>
        <source>Export Comparison as CSV</source>
        <translation>將比較表匯出為 CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 檔 (*.csv)</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>匯出 PDF 報告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 檔 (*.pdf)</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>已匯出</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>已儲存「%1」。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>在資料夾中顯示(&amp;F)</translation>
    </message>
    <message>
        <source>GPU plan report</source>
        <translation>GPU 規劃報告</translation>
    </message>
    <message>
        <source>%1 The catalogue&apos;s prices are used; saving the price table (Edit › Prices…) keeps the unreadable file as %2.</source>
        <extracomment>%1: why the price file cannot be read; %2: the name an unreadable file is kept under when the table is saved</extracomment>
        <translation>%1 目前以內建價格表計算；儲存價格表（編輯 › 價格…）時，會將無法讀取的檔案重新命名為 %2 保留。</translation>
    </message>
    <message>
        <source>The preset starts a new, untitled scenario; %1 is unchanged on disk.</source>
        <extracomment>%1: the file that was open when a preset was picked</extracomment>
        <translation>所選範本會建立一個未命名的新情境；磁碟上的 %1 保持不變。</translation>
    </message>
    <message>
        <source>No application on this computer opens it; the file is saved as “%1”.</source>
        <extracomment>%1: the exported file with its folder</extracomment>
        <translation>這台電腦上沒有可開啟它的應用程式；檔案已儲存為「%1」。</translation>
    </message>
    <message>
        <source>Plan A (%1) is still pinned: the A vs B tab and the report compare it with this scenario. Unpin it there if it does not belong in this report.</source>
        <translation>方案 A（%1）仍為釘選狀態：「A 與 B」分頁和報告會將它與目前情境比較。如果它不該出現在這份報告中，請在該分頁取消釘選。</translation>
    </message>
    <message>
        <source>P&amp;revious Language</source>
        <translation>切換回上一個語言(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelTypePage</name>
    <message>
        <source>Model Type</source>
        <extracomment>wizard step title</extracomment>
        <translation>模型類型</translation>
    </message>
    <message>
        <source>What kind of model is it? This decides which architectures and workloads make sense.</source>
        <translation>這是哪一類模型？這會決定可選用的架構和工作負載。</translation>
    </message>
    <message>
        <source>&amp;Decoder LLM</source>
        <translation>解碼器大型語言模型(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Mixture-of-experts LLM</source>
        <translation>混合專家（MoE）大型語言模型(&amp;M)</translation>
    </message>
    <message>
        <source>Enc&amp;oder (BERT-style)</source>
        <translation>編碼器（BERT 類）(&amp;O)</translation>
    </message>
    <message>
        <source>V&amp;ision transformer</source>
        <translation>視覺 Transformer(&amp;I)</translation>
    </message>
    <message>
        <source>M&amp;ultimodal LLM</source>
        <translation>多模態大型語言模型(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;CLIP image–text model</source>
        <translation>CLIP 圖文模型(&amp;C)</translation>
    </message>
    <message>
        <source>Encoder–decoder (&amp;T5-style)</source>
        <translation>編碼器-解碼器（T5 類）(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ParamsSpinBox</name>
    <message>
        <source>Parameter count was left empty; the previous value %1 is kept.</source>
        <translation>參數量：未填寫，保留原值（%1）。</translation>
    </message>
    <message>
        <source>Parameter count: “%1” is not above zero; the previous value %2 is kept.</source>
        <translation>參數量：「%1」不大於零，保留原值（%2）。</translation>
    </message>
    <message>
        <source>Parameter count: “%1” is not a count (write for example 7, 7B, 500M, 1.5T or 70亿); the previous value %2 is kept.</source>
        <translation>參數量：「%1」不是參數量（請寫成例如 70、70億、7B、500M 或 1.5T，不帶單位時以億計），保留原值（%2）。</translation>
    </message>
    <message>
        <source>Parameter count: %1 is outside %2 to %3; the previous value %4 is kept.</source>
        <translation>參數量：%1 超出範圍（%2 至 %3），保留原值（%4）。</translation>
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
        <translation>數值格式決定每個參數佔多少位元組，以及套用哪一級 Tensor Core 峰值運算效能。</translation>
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
        <translation>整數格式無法用於訓練：梯度需要浮點數的數值範圍。請用 BF16 或 FP8 訓練，推論時再量化為 INT8/INT4。</translation>
    </message>
    <message>
        <source>FP1&amp;6 weights</source>
        <translation>FP16 權重(&amp;6)</translation>
    </message>
    <message>
        <source>INT&amp;4 weights (group-128 scales, AWQ/GPTQ)</source>
        <translation>INT4 權重（分組大小 128 的縮放，AWQ/GPTQ）(&amp;4)</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>優化器(&amp;O)：</translation>
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
        <source>No FP8 tensor cores on %1: FP8 is modelled there at 16-bit speed (FP8 weights still halve the memory when serving).</source>
        <translation>%1 沒有 FP8 Tensor Core：FP8 在其上按 16 位元速度估算（推論時 FP8 權重仍可將記憶體減半）。</translation>
    </message>
    <message>
        <source>No TF32 tensor cores on %1: TF32 runs at FP32 speed there.</source>
        <translation>%1 沒有 TF32 Tensor Core：TF32 在這些 GPU 上按 FP32 速度執行。</translation>
    </message>
    <message>
        <source>BF16 &amp;mixed precision</source>
        <translation>BF16 混合精度(&amp;M)</translation>
    </message>
    <message>
        <source>BF16 &amp;weights</source>
        <translation>BF16 權重(&amp;W)</translation>
    </message>
    <message>
        <source>F&amp;P8 weights</source>
        <translation>FP8 權重(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;INT8 weights (per-channel scales)</source>
        <translation>INT8 權重（逐通道縮放）(&amp;I)</translation>
    </message>
    <message>
        <source>Compute the lo&amp;ss in FP32</source>
        <translation>以 FP32 計算損失(&amp;S)</translation>
    </message>
    <message>
        <source>The cross-entropy usually casts the logits to FP32 (6 bytes per logit at the loss). Turn off for stacks that keep them in BF16 (4 bytes), such as NeMo Automodel with fp32_upcast: false.</source>
        <translation>交叉熵通常先把 logits 轉成 FP32（損失處每個 logit 佔 6 位元組）。對於維持 BF16 的框架（4 位元組），例如設定 fp32_upcast: false 的 NeMo Automodel，請取消勾選。</translation>
    </message>
    <message>
        <source>M&amp;XFP4 expert weights (gpt-oss; FP4 tensor cores on Blackwell)</source>
        <translation>MXFP4 專家權重（gpt-oss；Blackwell 上使用 FP4 Tensor Core）(&amp;X)</translation>
    </message>
    <message>
        <source>No FP4 tensor cores on %1: MXFP4 weights are modelled there as weight-only (16-bit compute); they still take 4.25 bits per expert weight.</source>
        <translation>%1 沒有 FP4 Tensor Core：MXFP4 權重在這些 GPU 上依僅權重量化建模（16 位元運算），每個專家權重仍只佔 4.25 位元。</translation>
    </message>
    <message>
        <source>A mixture of experts&apos; expert weights in 4.25 bits (MXFP4), the rest of each layer in 16 bits, as gpt-oss ships; a dense model&apos;s layer weights all in MXFP4.</source>
        <translation>混合專家模型的專家權重以 4.25 位元（MXFP4）儲存，每層其餘部分維持 16 位元，與 gpt-oss 發布的格式相同；稠密模型的各層權重全部採用 MXFP4。</translation>
    </message>
    <message>
        <source>NVFP4 weights and &amp;activations (FP4 tensor cores on NVIDIA Blackwell)</source>
        <translation>NVFP4 權重與激活值（NVIDIA Blackwell 上使用 FP4 Tensor Core）(&amp;A)</translation>
    </message>
    <message>
        <source>No NVIDIA FP4 tensor cores on %1: NVFP4 is modelled there as weight-only (16-bit compute); the weights still take 4.5 bits.</source>
        <translation>%1 沒有 NVIDIA FP4 Tensor Core：NVFP4 在這些 GPU 上依僅權重量化建模（16 位元運算），權重仍只佔 4.5 位元。</translation>
    </message>
    <message>
        <source>Every linear layer&apos;s weights in 4.5 bits (NVIDIA&apos;s FP4 with a scale per 16 values), computed on FP4 tensor cores; embeddings and head stay 16-bit.</source>
        <translation>每個線性層的權重以 4.5 位元儲存（NVIDIA 的 FP4，每 16 個值一個縮放因子），在 FP4 Tensor Core 上運算；嵌入層與輸出頭維持 16 位元。</translation>
    </message>
    <message>
        <source>Keep an FP32 maste&amp;r copy of the weights</source>
        <translation>保留 FP32 主權重副本(&amp;R)</translation>
    </message>
    <message>
        <source>Mixed precision keeps FP32 master weights and FP32 optimizer states: 16 bytes per parameter with AdamW, 18 with FP32 gradients. Turn off for pure BF16 training, as torchtune (dtype: bf16) and LitGPT (bf16-true) run it: weights, gradients and AdamW&apos;s moments all in BF16, 8 bytes per parameter. Updates smaller than BF16&apos;s rounding are lost, so it suits fine-tuning better than long pre-training.</source>
        <translation>混合精度會保留 FP32 主權重與 FP32 優化器狀態：使用 AdamW 時每參數 16 位元組，FP32 梯度時 18 位元組。若以純 BF16 訓練（如 torchtune 的 dtype: bf16、LitGPT 的 bf16-true），請取消勾選：權重、梯度與 AdamW 的動量都是 BF16，每參數 8 位元組。小於 BF16 捨入精度的更新會被捨去，因此較適合微調，而非長時間的預訓練。</translation>
    </message>
    <message>
        <source>The scenario is %1, so the training settings apply; the serving settings are kept for when you switch to serving on the Workload page.</source>
        <translation>目前工作負載為「%1」，因此使用訓練設定；推論設定會保留，供您在「工作負載」頁切換到推論部署時使用。</translation>
    </message>
    <message>
        <source>The scenario is serving, so the serving settings apply; the training settings are kept for when you switch to training on the Workload page.</source>
        <translation>目前工作負載為推論部署，因此使用推論設定；訓練設定會保留，供您在「工作負載」頁切換到訓練時使用。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceDialog</name>
    <message>
        <source>Prices</source>
        <translation>價格表</translation>
    </message>
    <message>
        <source>Prices in %1 (%2 per USD). Edit a cell to use your own quote; your prices are shown in bold and apply to every plan. Purchase prices are ranges: plans use the middle.</source>
        <translation>價格單位為 %1（每美元 %2）。編輯儲存格即可使用您自己的報價；您的價格以粗體顯示，並套用於所有規劃。採購價是一個區間：規劃取中間值。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Purchase low
%1/GPU</source>
        <translation>採購價下限
%1/卡</translation>
    </message>
    <message>
        <source>Purchase mid
%1/GPU</source>
        <translation>採購價中值
%1/卡</translation>
    </message>
    <message>
        <source>Purchase high
%1/GPU</source>
        <translation>採購價上限
%1/卡</translation>
    </message>
    <message>
        <source>Server low
%1</source>
        <translation>伺服器價下限
%1</translation>
    </message>
    <message>
        <source>Server high
%1</source>
        <translation>伺服器價上限
%1</translation>
    </message>
    <message>
        <source>Rent low
%1/GPU-hour</source>
        <translation>租金下限
%1/GPU 小時</translation>
    </message>
    <message>
        <source>Rent high
%1/GPU-hour</source>
        <translation>租金上限
%1/GPU 小時</translation>
    </message>
    <message>
        <source>kW per GPU
(server share)</source>
        <translation>每卡千瓦
（含伺服器分攤）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>&amp;Reset to Catalogue Prices</source>
        <translation>還原內建價格(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 檔 (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON 檔 (*.json)</translation>
    </message>
    <message>
        <source>Export Prices</source>
        <translation>匯出價格表</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>無價格</translation>
    </message>
    <message>
        <source>your prices</source>
        <translation>您的價格</translation>
    </message>
    <message>
        <source>estimate: %1</source>
        <translation>估算：%1</translation>
    </message>
    <message>
        <source>quoted: %1</source>
        <translation>報價：%1</translation>
    </message>
    <message>
        <source>This rate applies to instances of other sizes. Priced on their own:</source>
        <translation>此租金適用於其他規格的執行個體。以下規格另行計價：</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (%1): %2–%3 per GPU-hour</source>
        <translation>
            <numerusform>%n 張 GPU（%1）：每 GPU 小時 %2–%3</numerusform>
        </translation>
    </message>
    <message>
        <source>A rate you enter applies to every instance size.</source>
        <translation>您輸入的租金適用於所有執行個體規格。</translation>
    </message>
    <message>
        <source>“%1” is not a price: enter a number of 0 or more, or clear the cell to use the catalogue&apos;s price.</source>
        <translation>「%1」不是價格：請輸入不小於 0 的數字，或清空儲存格以使用內建價格。</translation>
    </message>
    <message>
        <source>“%1” is not a power: enter kilowatts of 0 or more, or clear the cell to use the catalogue&apos;s figure.</source>
        <translation>「%1」不是功率：請輸入不小於 0 的千瓦數，或清空儲存格以使用內建數值。</translation>
    </message>
    <message>
        <source>The low end %1 is above your high end %2: lower it, or raise the high end first.</source>
        <translation>下限 %1 高於您設定的上限 %2：請調低下限，或先調高上限。</translation>
    </message>
    <message>
        <source>The high end %1 is below your low end %2: raise it, or lower the low end first.</source>
        <translation>上限 %1 低於您設定的下限 %2：請調高上限，或先調低下限。</translation>
    </message>
    <message>
        <source>From the GPU price: %1 GPUs × the GPU price × %2 for the rest of the server. Enter a server price to use your own.</source>
        <translation>依 GPU 價格推算：%1 張 GPU × GPU 單價 × %2（計入伺服器其餘部分）。輸入伺服器價格即可改用您自己的報價。</translation>
    </message>
    <message>
        <source>The low end %1 is above the catalogue&apos;s high end %2, so the high end is %1 too; enter a high end to set your own.</source>
        <translation>下限 %1 高於內建的上限 %2，因此上限也改為 %1；填寫上限即可改用您自己的數值。</translation>
    </message>
    <message>
        <source>The high end %1 is below the catalogue&apos;s low end %2, so the low end is %1 too; enter a low end to set your own.</source>
        <translation>上限 %1 低於內建的下限 %2，因此下限也改為 %1；填寫下限即可改用您自己的數值。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ReportDetailsDialog</name>
    <message>
        <source>Report Details</source>
        <translation>報告資訊</translation>
    </message>
    <message>
        <source>GPU plan: the workload (the default)</source>
        <translation>GPU 規劃：工作負載（預設）</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>標題(&amp;T)：</translation>
    </message>
    <message>
        <source>Prepared &amp;for:</source>
        <translation>客戶(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>備註(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>確定(&amp;O)</translation>
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
        <source>Show the e&amp;quation</source>
        <translation>顯示公式(&amp;Q)</translation>
    </message>
    <message>
        <source>Reveal the formula and the inputs behind the selected number. Click a row header or a cell to choose the number.</source>
        <translation>顯示所選數值背後的公式和輸入。點選列標題或儲存格來選擇數值。</translation>
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
        <translation>點選顯示該列的公式。</translation>
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
        <translation>比較</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>成本圖</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清單</translation>
    </message>
    <message>
        <source>Rules of thumb</source>
        <translation>經驗法則</translation>
    </message>
    <message>
        <source>Each tactic re-planned with one change: GPUs, time and money saved, and the risk.</source>
        <translation>每種做法只改一處並重新規劃：節省的 GPU、時間和資金，以及風險。</translation>
    </message>
    <message>
        <source>What the market&apos;s guides say, what gpuplan computes, and why they differ.</source>
        <translation>市場指南怎麼說、gpuplan 算出多少，以及兩者為何不同。</translation>
    </message>
    <message>
        <source>Each point re-plans the scenario at that GPU count and shows the rent.</source>
        <translation>每個點都按該 GPU 數量重新規劃，顯示租金。</translation>
    </message>
    <message>
        <source>Each point re-plans the scenario at that GPU count and shows the purchase price.</source>
        <translation>每個點都按該 GPU 數量重新規劃，顯示採購價。</translation>
    </message>
    <message>
        <source>Budget limit: %1 (dashed line).</source>
        <translation>預算上限：%1（虛線）。</translation>
    </message>
    <message>
        <source>Cheapest option that meets the goals: %1.</source>
        <translation>滿足目標的最便宜方案：%1。</translation>
    </message>
    <message>
        <source>Prices are estimates dated %1; check current quotes.</source>
        <translation>價格為估算值，日期 %1；請核對最新報價。</translation>
    </message>
    <message>
        <source>Prices marked ≈ are estimates dated %1.</source>
        <translation>標有 ≈ 的價格為估算值，日期 %1。</translation>
    </message>
    <message>
        <source>A vs B</source>
        <translation>A 與 B</translation>
    </message>
    <message>
        <source>The pinned plan (A) beside the current one (B)</source>
        <translation>釘選的方案（A）與目前方案（B）並排比較</translation>
    </message>
    <message>
        <source>&amp;Pin as A</source>
        <translation>釘選為 A(&amp;P)</translation>
    </message>
    <message>
        <source>Keep this plan as A, then change anything: the A vs B tab compares them</source>
        <translation>把此方案釘選為 A，然後隨意變更：「A 與 B」分頁會比較兩者</translation>
    </message>
    <message>
        <source>&amp;Unpin A</source>
        <translation>取消釘選 A(&amp;U)</translation>
    </message>
    <message>
        <source>A is the plan you pinned; B follows every change. Rows that differ are in bold.</source>
        <translation>A 是您釘選的方案；B 隨每次變更而更新。不同的列以粗體顯示。</translation>
    </message>
    <message>
        <source>A (pinned)</source>
        <translation>A（已釘選）</translation>
    </message>
    <message>
        <source>B (now)</source>
        <translation>B（目前）</translation>
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
        <translation>計算耗時不到 0.1 毫秒</translation>
    </message>
    <message>
        <source>The prices were edited after A was pinned: A&apos;s money uses the earlier prices, B&apos;s the new ones.</source>
        <translation>釘選 A 之後價格已修改：A 的金額依修改前的價格計算，B 依新價格計算。</translation>
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
        <translation>主題</translation>
    </message>
    <message>
        <source>A typical guide says</source>
        <translation>常見指南的說法</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>差異原因</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在計算…</translation>
    </message>
    <message>
        <source>No rules of thumb: the scenario has issues to fix.</source>
        <translation>無經驗法則：情境中有需要修正的問題。</translation>
    </message>
    <message>
        <source>The true figure</source>
        <translation>真實數值</translation>
    </message>
    <message>
        <source>Every claim of the common GPU sizing guides beside the true figure: first what gpuplan computes for this scenario, then the datasheet facts. Hover over a figure for its source.</source>
        <translation>常見 GPU 選型指南的每一項說法，旁邊是真實數值：先是 gpuplan 針對本情境的計算結果，然後是規格書上的事實。滑鼠停在數值上可查看來源。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>來源：%1</translation>
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
        <translation>內建模型(&amp;P)：</translation>
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
        <source>Hu&amp;gging Face config.json:</source>
        <translation>Hugging Face config.json(&amp;G)：</translation>
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
        <source>&amp;KV heads:</source>
        <translation>KV 頭數(&amp;K)：</translation>
    </message>
    <message>
        <source>Head di&amp;mension:</source>
        <translation>頭維度(&amp;M)：</translation>
    </message>
    <message>
        <source>Vocabu&amp;lary:</source>
        <translation>詞彙表大小(&amp;L)：</translation>
    </message>
    <message>
        <source>Expe&amp;rts:</source>
        <translation>專家數(&amp;R)：</translation>
    </message>
    <message>
        <source>Active e&amp;xperts (top-k):</source>
        <translation>啟用專家數（top-k）(&amp;X)：</translation>
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
    <message>
        <source>Br&amp;owse…</source>
        <translation>瀏覽(&amp;O)…</translation>
    </message>
    <message>
        <source>At&amp;tention heads:</source>
        <translation>注意力頭數(&amp;T)：</translation>
    </message>
    <message>
        <source>FFN si&amp;ze:</source>
        <translation>FFN 維度(&amp;Z)：</translation>
    </message>
    <message>
        <source>Max pos&amp;itions:</source>
        <translation>最大位置數(&amp;I)：</translation>
    </message>
    <message>
        <source>Expert FFN &amp;size:</source>
        <translation>專家 FFN 維度(&amp;S)：</translation>
    </message>
    <message>
        <source>Name sho&amp;wn in the results:</source>
        <translation>結果中顯示的名稱(&amp;W)：</translation>
    </message>
    <message>
        <source>The model type</source>
        <translation>模型類型</translation>
    </message>
    <message>
        <source>Grouped-query attention (GQA): each KV head serves several query heads, as in current models; a model derived from a parameter count uses 8 KV heads where the heads divide. Set it equal to the attention heads for multi-head attention (MHA), as in models before 2023: the KV cache grows by the same factor.</source>
        <translation>分組查詢注意力（GQA）：每個 KV 頭供多個查詢頭共用，目前的模型都這樣做；依參數量推導的模型在頭數能整除時使用 8 個 KV 頭。將其設為與注意力頭數相同即為多頭注意力（MHA），即 2023 年以前模型的做法：KV 快取會依相同倍數增大。</translation>
    </message>
    <message>
        <source>%1, edited</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>How the results and the report name this model.</source>
        <translation>結果與報告中對這個模型的稱呼。</translation>
    </message>
    <message>
        <source>The layers above are the decoder&apos;s, each with cross-attention; the encoder has %1 more layers of the same width (%2).</source>
        <translation>以上層數是解碼器的層數，每層都帶交叉注意力；編碼器另有 %1 層，寬度相同（參數量 %2）。</translation>
    </message>
    <message>
        <source>Derived from the parameter count: %1 asked, the nearest whole architecture (widths in multiples of 128) has %2.</source>
        <extracomment>%1: the parameter count typed; %2: the derived architecture&apos;s exact count (both in full)</extracomment>
        <translation>由參數量推導：輸入的是 %1，最接近的完整架構（寬度取 128 的倍數）為 %2。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioWizard</name>
    <message>
        <source>Hide this message</source>
        <translation>隱藏此訊息</translation>
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
        <translation>開始</translation>
    </message>
    <message>
        <source>Pick the situation closest to yours; every later step can change it.</source>
        <translation>選擇最接近您情況的情境；之後的每一步都可以修改。</translation>
    </message>
    <message>
        <source>Presets cover what procurement teams and consultants ask most often. Each one fills in the model, the workload and the GPUs to compare.</source>
        <translation>範本涵蓋採購團隊和諮詢顧問最常問到的情況。每個範本都會填好模型、工作負載和要比較的 GPU。</translation>
    </message>
    <message>
        <source>&amp;Open Saved Scenario…</source>
        <translation>開啟已儲存的情境(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a .gpuplan scenario file (Ctrl+O). You can also drop one on the window.</source>
        <translation>開啟 .gpuplan 情境檔案（Ctrl+O）。也可以把檔案拖到視窗上。</translation>
    </message>
    <message>
        <source>Scenarios are saved as .gpuplan files from the File menu; the examples folder has every preset.</source>
        <translation>情境可透過「檔案」選單儲存為 .gpuplan 檔案；examples 資料夾中有所有範本。</translation>
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
        <translation>變更</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 輸出時間</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>餘量</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>風險</translation>
    </message>
    <message>
        <source>GPUs saved (−) or added (+), and the new total</source>
        <translation>節省（−）或增加（+）的 GPU 數，以及新的總數</translation>
    </message>
    <message>
        <source>Share of usable GPU memory left spare</source>
        <translation>可用 GPU 記憶體中剩餘的比例</translation>
    </message>
    <message>
        <source>Computing the what-ifs…</source>
        <translation>正在計算各種假設方案…</translation>
    </message>
    <message>
        <source>No what-if applies: no option fits, or the scenario has issues to fix.</source>
        <translation>沒有適用的假設方案：沒有能放下的方案，或情境中有需要修正的問題。</translation>
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
        <translation>無價格</translation>
    </message>
    <message>
        <source>&amp;Apply This Change</source>
        <translation>套用此項變更(&amp;A)</translation>
    </message>
    <message>
        <source>Change the scenario as the selected row says (Undo takes it back). Double-click a row, or press Enter on it, to do the same.</source>
        <translation>依所選的列變更情境（可用「復原」還原）。在某一列上按兩下或按 Enter 鍵，效果相同。</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>節省</translation>
    </message>
    <message>
        <source>Costs more</source>
        <translation>費用增加</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>No saving</source>
        <translation>無節省</translation>
    </message>
    <message>
        <source>The scenario does not fit on %1 × %2. Each row re-plans it with one change: first what makes it fit on these GPUs (%3), then the rest (%4: does not fit).</source>
        <translation>此情境在 %1 × %2 上放不下。每一列只變更一項後重新規劃：先列出能在這些 GPU 上放下的變更（%3 項），再列出其餘變更（%4 項：放不下）。</translation>
    </message>
    <message>
        <source>Each row re-plans the scenario with one change, compared with %1 × %2: first what saves money, or time for the same money (%3), then what costs more (%4), then the rest (%5: no saving, misses the goals, or does not fit).</source>
        <translation>每一列只變更一項後重新規劃情境，與 %1 × %2 比較：先列出節省費用、或費用不變而節省時間的變更（%3 項），再列出費用增加的變更（%4 項），最後是其餘變更（%5 項：沒有節省、未達目標，或放不下）。</translation>
    </message>
    <message>
        <source>Makes it fit</source>
        <translation>可放下</translation>
    </message>
    <message>
        <source>Misses the goals</source>
        <translation>未達目標</translation>
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
        <translation>GPU 要做什麼、做多少、何時完成？</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>預訓練</translation>
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
        <source>Hoffmann et al. 2022: compute-optimal pre-training uses about 20 tokens per parameter.</source>
        <translation>Hoffmann 等 2022：運算量最佳的預訓練約為每參數 20 個 token。</translation>
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
        <translation>單一副本</translation>
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
        <translation>輸出 token 數(&amp;O)：</translation>
    </message>
    <message>
        <source>Time to first token: how long a user waits before the answer starts.</source>
        <translation>首 token 延遲（TTFT）：使用者等到回答開始輸出的時間。</translation>
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
        <translation>每 token 輸出時間（TPOT）：首個 token 之後的串流輸出速度。</translation>
    </message>
    <message>
        <source>End-to-end lim&amp;it:</source>
        <translation>端對端延遲上限(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU memor&amp;y fraction:</source>
        <translation>記憶體使用比例(&amp;Y)：</translation>
    </message>
    <message>
        <source>Parallel strategy</source>
        <translation>平行策略</translation>
    </message>
    <message>
        <source>Tensor parallel (T&amp;P):</source>
        <translation>張量平行（TP）(&amp;P)：</translation>
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
        <source>0: replicate everything</source>
        <translation>0：全部複製</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：切分優化器狀態</translation>
    </message>
    <message>
        <source>2: also gradients</source>
        <translation>2：同時切分梯度</translation>
    </message>
    <message>
        <source>3: also weights (FSDP)</source>
        <translation>3：同時切分權重（FSDP）</translation>
    </message>
    <message>
        <source>Input + output</source>
        <translation>輸入 + 輸出</translation>
    </message>
    <message>
        <source>Tokens per sequence the KV cache is sized for. Input + output: exactly what one request needs.</source>
        <translation>KV 快取為每條序列預留的 token 數。「輸入 + 輸出」：正好是一個請求所需的長度。</translation>
    </message>
    <message>
        <source>Training frame&amp;work:</source>
        <translation>訓練框架(&amp;W)：</translation>
    </message>
    <message>
        <source>Sets how many requests run at once and how many prompt tokens each step batches (chunked prefill).</source>
        <translation>決定同時執行多少個請求，以及每一步合併多少個提示詞 token（分塊預填充）。</translation>
    </message>
    <message>
        <source>Chinchilla-optimal (&amp;20 tokens per parameter)</source>
        <translation>Chinchilla 最佳（每參數 20 個 token）(&amp;2)</translation>
    </message>
    <message>
        <source>Deadl&amp;ine:</source>
        <translation>截止期限(&amp;I)：</translation>
    </message>
    <message>
        <source>Input to&amp;kens:</source>
        <translation>輸入 token 數(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;TTFT limit:</source>
        <translation>首 token 延遲上限(&amp;T)：</translation>
    </message>
    <message>
        <source>TPOT li&amp;mit:</source>
        <translation>每 token 輸出時間上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Servin&amp;g engine:</source>
        <translation>推論引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>Automatic (search every layout)</source>
        <translation>自動（搜尋所有方案）</translation>
    </message>
    <message>
        <source>Manua&amp;l override</source>
        <translation>手動指定(&amp;L)</translation>
    </message>
    <message>
        <source>Pipeline p&amp;arallel (PP):</source>
        <translation>管線平行（PP）(&amp;A)：</translation>
    </message>
    <message>
        <source>Offloa&amp;d:</source>
        <translation>卸載(&amp;D)：</translation>
    </message>
    <message>
        <source>Conte&amp;xt parallel (CP):</source>
        <translation>上下文平行（CP）(&amp;X)：</translation>
    </message>
    <message>
        <source>Splits each training sequence over this many GPUs (Megatron-Core ring attention); searched for sequences of 8k tokens and more.</source>
        <translation>將每條訓練序列切分到這麼多張 GPU 上（Megatron-Core 環狀注意力）；序列長度達 8k token 時才納入自動搜尋。</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>專家平行（EP）：</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: the experts are spread over this many GPUs.</source>
        <translation>混合專家模型：專家分散到這麼多張 GPU 上。</translation>
    </message>
    <message>
        <source>Pipeline interleaving:</source>
        <translation>管線交錯：</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B): a smaller bubble for more pipeline sends.</source>
        <translation>每張 GPU 上的虛擬管線階段數（交錯式 1F1B）：氣泡較小，但管線階段間的傳送次數較多。</translation>
    </message>
    <message>
        <source>Micro-batch:</source>
        <translation>微批次：</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward and backward pass.</source>
        <translation>每張 GPU 每次前向與反向傳播處理的序列數。</translation>
    </message>
    <message>
        <source>Prompts run on prefill replicas and their KV cache moves to decode replicas, whose steps carry no prompt chunks (vLLM, SGLang and NVIDIA Dynamo disaggregation). Worth it for long prompts under a tight time per output token.</source>
        <translation>提示詞在預填充副本上處理，KV 快取隨後轉到解碼副本，解碼步驟中不再混入提示詞分塊（vLLM、SGLang 與 NVIDIA Dynamo 的分離部署）。適合長提示詞且每 token 輸出時間要求嚴格的情境。</translation>
    </message>
    <message>
        <source>Prefill and decode on t&amp;wo separate pools of replicas (disaggregated)</source>
        <translation>預填充與解碼分兩組副本執行（分離部署）(&amp;W)</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>全部線性層</translation>
    </message>
    <message>
        <source>Attention only (q, k, v, o)</source>
        <translation>僅注意力層（q、k、v、o）</translation>
    </message>
    <message>
        <source>Which matrices get adapters: every linear layer (QLoRA&apos;s default, the most trainable parameters) or the attention projections only.</source>
        <translation>為哪些矩陣加上配接器：全部線性層（QLoRA 的預設做法，可訓練參數最多），或僅注意力投影層。</translation>
    </message>
    <message>
        <source>LoRA target la&amp;yers:</source>
        <translation>LoRA 目標層(&amp;Y)：</translation>
    </message>
    <message>
        <source> × 10⁸</source>
        <comment>training tokens in 亿 / 億</comment>
        <extracomment>the unit of the training-token count: English &quot; billion&quot;; Chinese &quot; 亿&quot; / &quot; 億&quot; (the field is then in 10^8 tokens)</extracomment>
        <translation> 億</translation>
    </message>
    <message>
        <source>The serving engine&apos;s own memory setting, 0.9 by default: for vLLM and SGLang the share of the whole GPU it may use (gpu_memory_utilization, mem_fraction_static); for TensorRT-LLM the share of the memory left free after the weights that its KV cache takes (kv_cache_free_gpu_mem_fraction).</source>
        <translation>推論引擎本身的記憶體設定，預設 0.9：對 vLLM 與 SGLang 是整張 GPU 記憶體中可使用的比例（gpu_memory_utilization、mem_fraction_static）；對 TensorRT-LLM 是載入權重後剩餘記憶體中分給 KV 快取的比例（kv_cache_free_gpu_mem_fraction）。</translation>
    </message>
    <message>
        <source>Ma&amp;x concurrent sequences:</source>
        <translation>最大並行序列數(&amp;X)：</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>引擎預設值</translation>
    </message>
    <message>
        <source>The most requests the engine runs at once: vLLM&apos;s max_num_seqs, SGLang&apos;s max_running_requests, TensorRT-LLM&apos;s max_batch_size. Engine default: vLLM 1,024 on GPUs with 70 GiB or more (256 on the A100 and smaller GPUs), SGLang as many as its KV cache holds, TensorRT-LLM 2,048.</source>
        <translation>推論引擎同時執行的最大請求數：vLLM 的 max_num_seqs、SGLang 的 max_running_requests、TensorRT-LLM 的 max_batch_size。引擎預設值：vLLM 在記憶體 70 GiB 以上的 GPU 上為 1,024（A100 及記憶體較小的 GPU 上為 256），SGLang 為 KV 快取能容納的請求數，TensorRT-LLM 為 2,048。</translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation>注意力 kernel：</translation>
    </message>
    <message>
        <source>The fused attention kernel of the training step. The training stack&apos;s own: cuDNN fused attention for Megatron-Core, FlashAttention-2 for the others (the slower of the two on Hopper and later GPUs). Without one, attention is unfused and keeps its score matrices in memory.</source>
        <translation>訓練時使用的融合注意力 kernel。訓練框架預設：Megatron-Core 用 cuDNN 融合注意力，其他框架用 FlashAttention-2（在 Hopper 及更新的 GPU 上是兩者中較慢的）。不使用時注意力不融合，注意力分數矩陣會留在記憶體中。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>The dropout on the adapters&apos; input (lora_dropout in PEFT and LitGPT). Above 0 each adapted matrix keeps its own dropped-out copy of its input for the backward pass, which takes memory.</source>
        <translation>配接器輸入端的 dropout（即 PEFT 與 LitGPT 的 lora_dropout）。大於 0 時，每個套用配接器的矩陣都須為反向傳播額外保留一份經 dropout 的輸入，會佔用記憶體。</translation>
    </message>
    <message>
        <source>How the training step&apos;s norms, activations and loss run. Fused kernels keep fewer tensors for the backward pass; eager PyTorch runs one kernel per operation and keeps each one&apos;s inputs. Automatic: as the published runs of each training framework.</source>
        <translation>訓練步驟中正規化、激活函數與損失函數的計算方式。融合 kernel 為反向傳播保留的張量較少；PyTorch eager 模式每個運算各啟動一個 kernel，並保留每個運算的輸入。自動：依各框架公開的訓練設定。</translation>
    </message>
    <message>
        <source>LoRA dropout:</source>
        <translation>LoRA dropout：</translation>
    </message>
    <message>
        <source>Ele&amp;ment-wise kernels:</source>
        <translation>逐元素 kernel(&amp;M)：</translation>
    </message>
    <message>
        <source>MoE dispatch:</source>
        <translation>MoE 分派：</translation>
    </message>
    <message>
        <source>How a mixture-of-experts layer sends each token to its experts. The training stack&apos;s own: DeepEP where Megatron-Core or FSDP runs on NVLink with an Ampere or later GPU, a plain all-to-all otherwise. A plain all-to-all sends one copy per chosen expert; DeepEP sends one per GPU and node reached.</source>
        <translation>混合專家層如何把每個 token 送到它的專家。訓練框架預設：Megatron-Core 或 FSDP 在 NVLink 互連的 Ampere 及更新的 GPU 上用 DeepEP，其他情況用一般 all-to-all。一般 all-to-all 為每個選中的專家送一份副本；DeepEP 為每張目標 GPU 和每個目標節點各送一份。</translation>
    </message>
    <message>
        <source>Overlap the all-to-all with another micro-batch</source>
        <translation>讓 all-to-all 與另一個微批次的運算重疊</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s EP overlap (overlap_moe_expert_parallel_comm): one micro-batch&apos;s dispatch and combine run beside another&apos;s computation. It needs expert parallelism, no full recompute and, with pipeline parallelism, an interleaved schedule.</source>
        <translation>Megatron-Core 的 EP 通訊重疊（overlap_moe_expert_parallel_comm）：一個微批次的分派與合併通訊和另一個微批次的運算同時進行。需要專家平行、不使用完全重新計算；使用管線平行時還需要交錯排程。</translation>
    </message>
    <message>
        <source>Which communication the training software hides behind computation. Automatic: Megatron-Core for layouts with tensor, pipeline, context or expert parallelism, PyTorch FSDP otherwise.</source>
        <translation>決定訓練軟體能把哪些通訊隱藏在運算之後。自動：使用張量平行、管線平行、上下文平行或專家平行的方案以 Megatron-Core 計算，其餘以 PyTorch FSDP 計算。</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>wizard step title: what the GPUs will do (training, fine-tuning or serving)</extracomment>
        <translation>工作負載</translation>
    </message>
</context>
</TS>

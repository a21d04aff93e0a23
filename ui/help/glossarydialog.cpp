// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarydialog.h"

#include "presets.h"

#include <engine/cost.h>

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {
QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}
} // namespace

QList<GlossaryEntry> glossaryEntries(bool serving)
{
    QList<GlossaryEntry> entries {
        {GlossaryDialog::tr("Parameters"),
         GlossaryDialog::tr("The model's learned numbers. Memory for weights is parameters × bytes per parameter: 2 bytes in "
                            "BF16, 1 in INT8 or FP8.")},
        {GlossaryDialog::tr("GQA / MHA"),
         GlossaryDialog::tr("Grouped-query attention shares each key–value head among several query heads, so the KV cache "
                            "is smaller; multi-head attention keeps one per query head.")},
        {GlossaryDialog::tr("BF16, FP8, INT8, INT4"),
         GlossaryDialog::tr("Number formats of 16, 8, 8 and 4 bits. Lower precision needs less memory and runs faster on GPUs "
                            "whose tensor cores support it; its accuracy must be validated.")},
        {GlossaryDialog::tr("Mixed precision"),
         GlossaryDialog::tr("Training in BF16 or FP16 while keeping an FP32 master copy of the weights and FP32 optimizer "
                            "states: faster, but the model states still take 16–18 bytes per parameter."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("LoRA and QLoRA"),
         GlossaryDialog::tr("Fine-tuning that trains small low-rank adapter matrices (of rank r) beside the frozen weights. "
                            "QLoRA keeps the frozen weights in 4 bits (NF4) and turns them back into 16 bits for every "
                            "matrix multiplication: far less memory, somewhat slower steps."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("ZeRO"),
         GlossaryDialog::tr("Zero Redundancy Optimizer: data-parallel GPUs share out the optimizer states (stage 1), the "
                            "gradients (2) and the weights (3) instead of each holding a full copy."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("Offload"),
         GlossaryDialog::tr("Keeping optimizer states (or weights) in host memory: fewer GPUs fit the model, each step waits "
                            "on PCIe and the CPU."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("Recomputation"),
         GlossaryDialog::tr("Activation checkpointing: activations are recomputed in the backward pass instead of stored, "
                            "trading compute for memory."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("TP — tensor parallel"),
         GlossaryDialog::tr("Each layer's matrices split across GPUs; they exchange activations every layer, so TP stays "
                            "inside a server on NVLink.")},
        {GlossaryDialog::tr("PP — pipeline parallel"),
         GlossaryDialog::tr("Consecutive layers on different GPUs, micro-batches flowing through them; the idle start and "
                            "end of each step is the pipeline bubble."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("DP — data parallel"),
         GlossaryDialog::tr("Copies of the model on different data, averaging their gradients every step."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("EP — expert parallel"),
         GlossaryDialog::tr("A mixture-of-experts model's experts spread across GPUs; tokens travel to their experts and "
                            "back (all-to-all)."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("ETP — expert tensor parallel"),
         GlossaryDialog::tr("How many GPUs split each expert. ETP 1 keeps every expert whole on its GPU, so the "
                            "expert-parallel group may span the tensor-parallel GPUs too (EP up to TP × CP × DP), as "
                            "NVIDIA's mixture-of-experts recipes run."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("CP — context parallel"),
         GlossaryDialog::tr("One long sequence split across GPUs, for contexts too long for one GPU's activations."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("Micro-batch and global batch"),
         GlossaryDialog::tr("A micro-batch is what one GPU processes at once; the global batch is all sequences of one "
                            "optimizer step."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("MFU"),
         GlossaryDialog::tr("Model FLOPs utilisation: the model's useful arithmetic per second as a share of the GPUs' peak. "
                            "Published large runs reach 35–60 %."),
         GlossaryEntry::Topic::Training},
        {GlossaryDialog::tr("Tokens per second"),
         GlossaryDialog::tr("Training or serving throughput in tokens (pieces of words) processed each second.")},
        {GlossaryDialog::tr("KV cache"),
         GlossaryDialog::tr("The keys and values of every token seen so far, kept in GPU memory while a request generates; "
                            "it grows with context length and concurrent requests."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("Prefill and decode"),
         GlossaryDialog::tr("Serving reads the whole prompt at once (prefill, compute-bound), then generates one token per "
                            "step (decode, memory-bandwidth-bound)."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("Time to first token (TTFT)"),
         GlossaryDialog::tr("From a request's arrival to its first output token: queueing plus prefill."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("Time per output token (TPOT)"),
         GlossaryDialog::tr("The time between consecutive output tokens of one request: what a user perceives as "
                            "streaming speed."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("Inter-token latency (ITL)"),
         GlossaryDialog::tr("The time between one request's tokens at the scenario's request rate, with the other requests "
                            "sharing each step. gpuplan shows TPOT at the engine's full batch, the worst case the limit is "
                            "checked against, and ITL at the rate asked for."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("QPS"),
         GlossaryDialog::tr("Queries (requests) per second the deployment must serve."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("Headroom"),
         GlossaryDialog::tr("Usable memory left free on each GPU. gpuplan's recommended purchase keeps at least 10 % for "
                            "training; a serving engine reserves its own share.")},
        {GlossaryDialog::tr("NVLink, PCIe, InfiniBand"),
         GlossaryDialog::tr("Links inside a server (NVLink, hundreds of GB/s per GPU; PCIe, 64–128 GB/s) and between "
                            "servers (InfiniBand or Ethernet, 100–800 Gb/s per port).")},
        {GlossaryDialog::tr("MIG"),
         GlossaryDialog::tr("Multi-Instance GPU: an A100 or H100 split into up to seven hardware slices, each with its own "
                            "memory; for small inference jobs, not for training large models."),
         GlossaryEntry::Topic::Serving},
        {GlossaryDialog::tr("PUE"),
         GlossaryDialog::tr("Power usage effectiveness: the data centre's total power ÷ the IT power (cooling and losses on "
                            "top); 1.3 is typical.")},
        {GlossaryDialog::tr("Break-even"),
         GlossaryDialog::tr("The months of use after which buying costs less than renting, counting energy, hosting and "
                            "staff.")},
        {GlossaryDialog::tr("Instance"),
         GlossaryDialog::tr("A rented cloud machine with a fixed number of GPUs (1, 2, 4 or 8); renting is counted in "
                            "whole instances.")},
        {GlossaryDialog::tr("Utilisation"),
         GlossaryDialog::tr("The share of the month the hardware is busy. Rent is paid for those hours only; owned "
                            "hardware costs the same either way.")},
        {GlossaryDialog::tr("Depreciation"),
         GlossaryDialog::tr("The years over which a purchase is written off; a break-even beyond them means the purchase "
                            "does not pay back.")},
        {GlossaryDialog::tr("Hosting (colocation)"),
         GlossaryDialog::tr("What a data centre charges each month per kW of IT power for owned servers: space, power "
                            "delivery and cooling. Its racks take a stated power each, which sets how many servers fit "
                            "in one.")},
        {GlossaryDialog::tr("Bill of materials"),
         GlossaryDialog::tr("What to order: servers, GPUs, network cards and switches, host memory, storage, racks and "
                            "power.")},
    };
    // Serving: its own terms, the common ones, then training's; training: the wizard's order with the
    // serving terms last. Each group keeps the wizard's order.
    using T = GlossaryEntry::Topic;
    const auto rank = [serving](const GlossaryEntry &e) {
        return serving ? (e.topic == T::Serving ? 0 : e.topic == T::Common ? 1 : 2) : (e.topic == T::Serving ? 1 : 0);
    };
    std::stable_sort(entries.begin(), entries.end(), [&rank](const GlossaryEntry &a, const GlossaryEntry &b) { return rank(a) < rank(b); });
    return entries;
}

GlossaryDialog::GlossaryDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("glossaryDialog"));
    auto *layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    layout->addWidget(m_browser, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 560);
    retranslateUi();
}

void GlossaryDialog::setServing(bool serving)
{
    if (serving == m_serving)
        return;
    m_serving = serving;
    retranslateUi();
}

QString GlossaryDialog::text() const
{
    return m_browser->toPlainText();
}

void GlossaryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GlossaryDialog::retranslateUi()
{
    setWindowTitle(tr("Glossary"));
    QString html = QStringLiteral("<dl>");
    for (const GlossaryEntry &e : glossaryEntries(m_serving))
        html += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(esc(e.term), esc(e.explanation));
    m_browser->setHtml(html + QStringLiteral("</dl>"));
}

// The oldest and newest "YYYY-MM" among the price book's dates.
PriceDates priceDates()
{
    PriceDates dates;
    const auto consider = [&](const std::optional<engine::PriceRange> &r) {
        if (!r)
            return;
        static const QRegularExpression month(QStringLiteral("\\d{4}-\\d{2}"));
        for (auto it = month.globalMatch(QString::fromStdString(r->date)); it.hasNext();) {
            const QString m = it.next().captured(0);
            dates.oldest = dates.oldest.isEmpty() ? m : std::min(dates.oldest, m);
            dates.newest = std::max(dates.newest, m);
        }
    };
    if (const auto &prices = catalog().prices)
        for (const engine::GpuPrice &g : prices->gpus) {
            consider(g.purchasePerGpu);
            consider(g.server);
            consider(g.rentPerGpuHour);
        }
    return dates;
}

QString aboutText()
{
    const PriceDates dates = priceDates();
    return GlossaryDialog::tr("<p><b>gpuplan %1</b></p><p>Which GPUs to buy or rent for training, fine-tuning or serving a "
                              "large AI model: how many, in what layout, how long it takes and what it costs.</p>"
                              "<p>Licence: GNU General Public License, version 3 or later.</p>"
                              "<p>Built-in data: GPU specifications from the vendors' datasheets; prices dated from %2 to %3 "
                              "(each plan names the dates of its own prices), marked as estimates where no quote was "
                              "published. Every figure's source is listed in the report and in docs/.</p>")
        .arg(QCoreApplication::applicationVersion(), dates.oldest, dates.newest);
}

} // namespace gpuplan::ui

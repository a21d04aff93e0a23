// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/plan.h"
#include "findbyid.h"
#include "jsonutil.h"
#include "sourcetexts.h"

namespace engine {

using nlohmann::json;
using detail::JsonIssue;
using detail::JsonReader;

namespace {

// Power a rack can cool (docs/model.md §7.2): a high-density air-cooled rack with hot-aisle
// containment up to about 40 kW (NVIDIA's DGX H100 SuperPOD racks hold three to four 10.2 kW
// systems), direct liquid cooling up to about 130 kW (a GB200 NVL72 rack); assumptions.
constexpr double kAirRackKw = 40.0;
constexpr double kLiquidRackKw = 130.0;
constexpr const char *kFrontEndNetwork = "eth-100";   // request and storage traffic between serving nodes
constexpr int kRackUnits = 42;
constexpr int kSwitchRadix = 64;             // ports of one leaf switch (NDR QM9700: 64 × 400G)
constexpr double kCheckpointsKept = 3;
constexpr double kBytesPerToken = 2;         // tokenised data on disk (uint16)
constexpr double kMinNvmeTbPerNode = 3.84;
// An assumption (docs/model.md §7): sustained sequential write of one enterprise NVMe drive of
// 3.84 TB. PCIe 4.0 drives are rated 3-7 GB/s; sustained writes of a full checkpoint fall below the rating.
constexpr double kNvmeWriteGBps = 2.0;

std::optional<PriceRange> readRange(const JsonReader &r, const char *key, const SourceTexts &known)
{
    if (!r.has(key))
        return std::nullopt;
    JsonReader p = r.object(key);
    PriceRange range;
    range.low = p.number("low");
    range.high = p.number("high");
    if (!(range.low >= 0) || range.high < range.low || range.high > 1e9)
        p.fail(IssueCode::OutOfRange, "high", "need 0 <= low <= high <= 1e9");
    range.date = p.stringOr("date", "");
    range.estimate = p.boolOr("estimate", true);
    range.basis = p.stringOr("basis", "");
    std::set<std::string> tags;
    if (const json *one = p.find("source"); one && one->is_string())
        tags.insert(one->get<std::string>());
    else
        for (const std::string &tag : p.stringListOr("source"))
            tags.insert(tag);
    range.sources = detail::citedSources(tags, known);
    return range;
}

// "rent_shapes": [{"gpus": 4, "instance": "g6e.12xlarge", "usd_per_gpu_hour": {range}}, …]: each a
// power of two, each once.
std::vector<RentShape> readRentShapes(const JsonReader &r, const SourceTexts &known)
{
    std::vector<RentShape> shapes;
    const json *list = r.find("rent_shapes");
    if (!list)
        return shapes;
    if (!list->is_array())
        r.fail(IssueCode::OutOfRange, "rent_shapes", "must be a list of instance shapes");
    for (const json &item : *list) {
        const JsonReader e(item, r.path("rent_shapes[") + std::to_string(shapes.size()) + "].");
        RentShape shape;
        const std::int64_t gpus = e.integer("gpus");
        if (gpus < 1 || gpus > 1024 || (gpus & (gpus - 1)) != 0)
            e.fail(IssueCode::OutOfRange, "gpus", "an instance shape is a power of two from 1 to 1024 GPUs");
        shape.gpus = static_cast<int>(gpus);
        for (const RentShape &seen : shapes)
            if (seen.gpus == shape.gpus)
                e.fail(IssueCode::OutOfRange, "gpus", "each instance shape is listed once");
        shape.instance = e.stringOr("instance", "");
        if (std::optional<PriceRange> range = readRange(e, "usd_per_gpu_hour", known))
            shape.perGpuHour = *range;
        else
            e.fail(IssueCode::MissingField, "usd_per_gpu_hour", "required for an instance shape");
        shapes.push_back(std::move(shape));
    }
    return shapes;
}

} // namespace

std::int64_t instanceShape(std::int64_t n, int gpusPerNode)
{
    const std::int64_t node = std::max(1, gpusPerNode);
    std::int64_t shape = 1;
    while (shape < std::min(n, node))
        shape *= 2;
    return std::min(shape, node);
}

const PriceRange *GpuPrice::rentRate(std::int64_t n, int gpusPerNode) const
{
    const std::int64_t shape = instanceShape(n, gpusPerNode);
    for (const RentShape &r : rentShapes)
        if (r.gpus == shape)
            return &r.perGpuHour;
    return rentPerGpuHour ? &*rentPerGpuHour : nullptr;
}

const GpuPrice *PriceBook::gpu(std::string_view id) const
{
    return detail::findById(gpus, &GpuPrice::gpu, id);
}

const NetworkPrice *PriceBook::network(std::string_view id) const
{
    return detail::findById(networks, &NetworkPrice::network, id);
}

Result<PriceBook> parsePrices(std::string_view text, const std::string &fileName)
{
    auto parsed = detail::parseJsonObject(text, fileName);
    if (!parsed)
        return parsed.issue();
    PriceBook book;
    book.sources = detail::sourceTexts(*parsed);
    try {
        JsonReader root(*parsed, fileName + ": ");
        if (root.has("defaults")) {
            JsonReader d = root.object("defaults");
            book.defaults.usdToCny = d.numberOr("usd_to_cny", book.defaults.usdToCny);
            book.defaults.usdToTwd = d.numberOr("usd_to_twd", book.defaults.usdToTwd);
            book.defaults.electricityUsdPerKwh = d.numberOr("electricity_usd_per_kwh", book.defaults.electricityUsdPerKwh);
            book.defaults.pue = d.numberOr("pue", book.defaults.pue);
            book.defaults.depreciationYears = d.numberOr("depreciation_years", book.defaults.depreciationYears);
            book.defaults.utilisation = d.numberOr("utilisation", book.defaults.utilisation);
            book.defaults.colocationUsdPerKwMonth = d.numberOr("colocation_usd_per_kw_month", book.defaults.colocationUsdPerKwMonth);
            book.defaults.colocationChinaUsdPerKwMonth =
                d.numberOr("colocation_china_usd_per_kw_month", book.defaults.colocationChinaUsdPerKwMonth);
            book.defaults.staffUsdPerNodeYear = d.numberOr("staff_usd_per_node_year", book.defaults.staffUsdPerNodeYear);
            if (book.defaults.colocationUsdPerKwMonth < 0 || book.defaults.colocationChinaUsdPerKwMonth < 0
                || book.defaults.staffUsdPerNodeYear < 0)
                d.fail(IssueCode::OutOfRange, "defaults", "colocation and staff prices must not be negative");
            if (!(book.defaults.usdToCny > 0) || !(book.defaults.usdToTwd > 0) || !(book.defaults.pue >= 1) || !(book.defaults.depreciationYears > 0)
                || !(book.defaults.utilisation > 0) || book.defaults.utilisation > 1 || book.defaults.electricityUsdPerKwh < 0)
                d.fail(IssueCode::OutOfRange, "defaults", "exchange rate, PUE >= 1, depreciation and utilisation in (0, 1] must be positive");
        }
        const json *gpus = root.find("gpus");
        if (!gpus || !gpus->is_array())
            root.fail(IssueCode::MissingField, "gpus", "required list is missing");
        std::size_t i = 0;
        for (const json &e : *gpus) {
            JsonReader r(e, fileName + ": gpus[" + std::to_string(i++) + "].");
            GpuPrice g;
            g.gpu = r.string("gpu");
            g.purchasePerGpu = readRange(r, "purchase_usd_per_gpu", book.sources);
            g.server = readRange(r, "server_usd", book.sources);
            if (g.server)
                g.serverGpus = static_cast<int>(r.object("server_usd").integerOr("gpus", 8));
            if (g.serverGpus < 1 || g.serverGpus > 1024)
                r.fail(IssueCode::OutOfRange, "server_usd", "gpus per server must be between 1 and 1024");
            g.rentPerGpuHour = readRange(r, "rent_usd_per_gpu_hour", book.sources);
            g.rentShapes = readRentShapes(r, book.sources);
            g.serverKwPerGpu = r.numberOr("server_power_kw_per_gpu", 0);
            if (g.serverKwPerGpu < 0 || g.serverKwPerGpu > 100)
                r.fail(IssueCode::OutOfRange, "server_power_kw_per_gpu", "must be between 0 and 100");
            g.serverRackUnits = static_cast<int>(r.integerOr("server_rack_units", 0));
            if (g.serverRackUnits < 0 || g.serverRackUnits > kRackUnits)
                r.fail(IssueCode::OutOfRange, "server_rack_units", "must be between 0 and 42");
            book.gpus.push_back(std::move(g));
        }
        if (const json *nets = root.find("network"); nets && nets->is_array()) {
            std::size_t k = 0;
            for (const json &e : *nets) {
                JsonReader r(e, fileName + ": network[" + std::to_string(k++) + "].");
                NetworkPrice n;
                n.network = r.string("network");
                n.nicUsd = r.numberOr("nic_usd", 0);
                n.switchPortUsd = r.numberOr("switch_port_usd", 0);
                n.cableUsd = r.numberOr("cable_usd", 0);
                if (n.nicUsd < 0 || n.switchPortUsd < 0 || n.cableUsd < 0)
                    r.fail(IssueCode::OutOfRange, "nic_usd", "prices must not be negative");
                book.networks.push_back(n);
            }
        }
        if (root.has("storage"))
            book.nvmeUsdPerTb = root.object("storage").numberOr("nvme_usd_per_tb", book.nvmeUsdPerTb);
        if (root.has("host_memory_usd_per_gb"))
            book.hostMemoryUsdPerGb = root.object("host_memory_usd_per_gb").numberOr("value", book.hostMemoryUsdPerGb);
    } catch (const JsonIssue &e) {
        return e.issue;
    }
    return book;
}

namespace {

// Network, NICs and switches (docs/model.md §7a).
void sizeFabric(BillOfMaterials &b, const Scenario &s, const Option &o, const Gpu &gpu, const Network &net)
{
    // A compute fabric is needed when any parallel group spans nodes: training with more than one
    // node, or a serving replica pipelined across nodes.
    const bool spans = b.nodes > 1 && (isTraining(s.workload) || static_cast<std::int64_t>(o.layout.tp) * o.layout.pp > gpu.gpusPerNode);
    if (spans) {
        b.network = net.id;
        b.computeFabric = true;
        b.nics = b.nodes * net.portsPerNode;
    } else if (b.nodes > 1) {
        // Replicas inside each node still need a network for requests, weights and monitoring.
        b.network = kFrontEndNetwork;
        b.nics = b.nodes;
    }
    if (b.nics > 0) {
        // Non-blocking fat trees of radix-k switches: one leaf up to k ports, two tiers up to k²/2
        // endpoints (leaf + spine ports = 3 per endpoint), three tiers beyond (5 per endpoint).
        const std::int64_t k = kSwitchRadix;
        b.switchTiers = b.nics <= k ? 1 : (b.nics <= k * k / 2 ? 2 : 3);
        b.switchPorts = b.switchTiers == 1 ? b.nics : (b.switchTiers == 2 ? 3 * b.nics : 5 * b.nics);
    }
}

// Power per GPU, facility power, rack units, racks within the cooling limit.
void sizePowerAndRacks(BillOfMaterials &b, const Scenario &s, const Gpu &gpu, const PriceBook *prices)
{
    const double kwPerGpu = [&] {
        if (prices)
            if (const GpuPrice *p = prices->gpu(gpu.id); p && p->serverKwPerGpu > 0)
                return p->serverKwPerGpu;
        return gpu.tdpW / 1000.0 * 1.6;   // GPU plus its share of CPUs, memory, NICs, fans
    }();
    b.gpuPowerKw = gpu.tdpW * static_cast<double>(b.gpus) / 1000.0;
    b.itPowerKw = kwPerGpu * static_cast<double>(b.gpus);
    const double pue = resolveMoney(s, prices).pue;
    b.facilityPowerKw = b.itPowerKw * pue;
    // The server's height where the catalogue gives it (the DGX it is sized from: DGX A100 6U, DGX B200
    // 10U; a QA pass read 8U for B200 beside the cited datasheet's 10U), else by form factor.
    const GpuPrice *price = prices ? prices->gpu(gpu.id) : nullptr;
    const int unitsPerNode = price && price->serverRackUnits > 0 ? price->serverRackUnits
                             : gpu.formFactor == "pcie"         ? 4
                             : gpu.formFactor == "superchip"    ? 1
                                                                : 8;
    b.rackUnits = b.nodes * unitsPerNode;
    // Whole servers per rack, within the cooling limit and 42 U: air unless one server is beyond it.
    const double nodeKw = kwPerGpu * static_cast<double>(std::min<std::int64_t>(b.gpus, gpu.gpusPerNode));
    b.liquidCooled = nodeKw > kAirRackKw || gpu.formFactor == "superchip";   // Grace superchip trays are liquid-cooled
    // The site's own limit where the scenario states one (a colocation contract's kW per rack);
    // a server beyond it still takes a rack of its own, and the plan says so (RackPowerExceeded).
    b.rackPowerLimitKw = s.budget.rackKw > 0 ? s.budget.rackKw
                                             : (b.liquidCooled ? std::max(kLiquidRackKw, nodeKw) : kAirRackKw);
    b.serverOverRackLimit = nodeKw > b.rackPowerLimitKw;
    const std::int64_t byPower = nodeKw > 0 ? std::max<std::int64_t>(1, static_cast<std::int64_t>(b.rackPowerLimitKw / nodeKw)) : kRackUnits;
    const std::int64_t bySpace = std::max<std::int64_t>(1, kRackUnits / unitsPerNode);
    const std::int64_t perRack = std::min(byPower, bySpace);
    b.racks = std::max<std::int64_t>(1, (b.nodes + perRack - 1) / perRack);
    // The fullest rack, which is what the limit is for (the average hid 12.96 kW in a 15 kW rack
    // behind "9.7 kW", a QA pass); a rack beyond what air cools is liquid-cooled, whatever the site
    // allows (57 kW of B200 servers in a site's 100 kW rack read "air").
    b.powerPerRackKw = static_cast<double>(std::min(perRack, std::max<std::int64_t>(1, b.nodes))) * nodeKw;
    b.liquidCooled = b.liquidCooled || b.powerPerRackKw > kAirRackKw;
}

// Host memory as a DIMM configuration the server takes.
void sizeHostMemory(BillOfMaterials &b, const Option &o, const Gpu &gpu)
{
    // Host memory: at least twice the GPU memory of the node (common HGX practice), more when
    // optimizer or parameters are offloaded to the host.
    const double gpuMemNode = static_cast<double>(gpu.capacityBytes) * gpu.gpusPerNode;
    double host = 2.0 * gpuMemNode;
    if (o.memory.host > 0) {
        host = std::max(host, static_cast<double>(o.memory.host) * gpu.gpusPerNode * 1.25 + 256.0 * (1ull << 30));
        b.offloadSized = true;
    }
    // A DIMM configuration a two-socket server takes: 16, 24 or 32 DDR5 RDIMMs of 32-256 GiB, the
    // smallest total at or above the need (fewer modules on a tie).
    {
        constexpr std::int64_t kGiB = 1ll << 30;
        int bestCount = 32;
        std::int64_t bestSize = 256 * kGiB;
        for (int count : {16, 24, 32})
            for (std::int64_t size : {32, 64, 96, 128, 256}) {
                const std::int64_t total = count * size * kGiB;
                const std::int64_t bestTotal = bestCount * bestSize;
                if (static_cast<double>(total) >= host && (total < bestTotal || (total == bestTotal && count < bestCount))) {
                    bestCount = count;
                    bestSize = size * kGiB;
                }
            }
        b.dimmCount = bestCount;
        b.dimmBytes = bestSize;
        b.hostMemoryBytesPerNode = bestCount * bestSize;
    }
}

// NVMe for checkpoints and data, and the time one checkpoint takes to write.
void sizeStorage(BillOfMaterials &b, const Scenario &s, const Option &o, const ModelStats &m)
{
    // NVMe: three checkpoints of the full training state plus the tokenised data; serving keeps
    // two copies of the weights.
    double bytes = 0;
    const double params = static_cast<double>(m.params.total);
    // A checkpoint holds the weights and the optimizer states (not the gradients): mixed-precision
    // AdamW 2 + 12 = 14 bytes a parameter, pure 16-bit 2 + 4 (docs/model.md §2.1); adapters' runs the
    // 16-bit base (their own states are a rounding error).
    const StateBytes state = trainingStateBytes(s);
    const double stateBytes = trainsAdapters(s.workload) ? 2.0 : state.weights + state.optimizer;
    if (isTraining(s.workload)) {
        bytes = kCheckpointsKept * params * stateBytes;
        if (o.training)
            bytes += o.training->tokens * kBytesPerToken;
    } else {
        bytes = 2.0 * params * 2.0;
    }
    b.nvmeTb = std::max(bytes / 1e12, kMinNvmeTbPerNode * static_cast<double>(b.nodes));
    // One checkpoint of the full training state, written by every node to its own drives at once.
    if (isTraining(s.workload) && b.nodes > 0) {
        const double drivesPerNode = std::max(1.0, std::ceil(b.nvmeTb / static_cast<double>(b.nodes) / kMinNvmeTbPerNode));
        b.checkpointSeconds = params * stateBytes / (static_cast<double>(b.nodes) * drivesPerNode * kNvmeWriteGBps * 1e9);
    }
}

} // namespace

BillOfMaterials billOfMaterials(const Scenario &s, const Option &o, const Gpu &gpu, const Network &net,
                                const ModelStats &m, const PriceBook *prices)
{
    BillOfMaterials b;
    b.gpus = o.gpuCount;
    b.gpusPerNode = gpu.gpusPerNode;
    b.nodes = (o.gpuCount + gpu.gpusPerNode - 1) / gpu.gpusPerNode;
    sizeFabric(b, s, o, gpu, net);
    sizePowerAndRacks(b, s, gpu, prices);
    sizeHostMemory(b, o, gpu);
    sizeStorage(b, s, o, m);
    return b;
}

ResolvedMoney resolveMoney(const Scenario &s, const PriceBook *prices)
{
    const BudgetSetup &b = s.budget;
    const PriceDefaults d = prices ? prices->defaults : PriceDefaults {};
    ResolvedMoney m;
    m.usdToCny = b.usdToCny > 0 ? b.usdToCny : d.usdToCny;
    m.usdToTwd = b.usdToTwd > 0 ? b.usdToTwd : d.usdToTwd;
    // The scenario's electricity price is in its own currency.
    const double toUser = m.rate(b.currency);
    m.electricityUsdPerKwh = b.electricityPerKwh > 0 ? b.electricityPerKwh / toUser : d.electricityUsdPerKwh;
    m.pue = b.pue > 0 ? b.pue : d.pue;
    m.depreciationYears = b.depreciationYears > 0 ? b.depreciationYears : d.depreciationYears;
    // A service takes its load around the clock: its instances are rented, and its servers run, every
    // hour of the month (a QA pass read a serving plan's rent at the catalogue's 70 %, which made renting
    // look cheaper than it is). Training keeps the catalogue's share of busy hours.
    m.utilisation = b.utilisation > 0 ? b.utilisation : s.workload == Workload::Inference ? 1.0 : d.utilisation;
    m.colocationUsdPerKwMonth = b.colocationPerKwMonth >= 0 ? b.colocationPerKwMonth / toUser : d.colocationFor(s.region);
    m.staffUsdPerNodeYear = b.staffPerNodeYear >= 0 ? b.staffPerNodeYear / toUser : d.staffUsdPerNodeYear;
    return m;
}

FieldLimit moneyLimit(const FieldLimit &usd, const Scenario &s, const PriceBook *prices)
{
    // The scenario's own rate where it is set and within its limit, else the catalogue's (no copy of
    // the scenario: validate() asks this four times for every edit).
    const PriceDefaults d = prices ? prices->defaults : PriceDefaults {};
    const auto own = [](const FieldLimit &l, double v, double fallback) { return v > 0 && withinLimit(l, v) ? v : fallback; };
    MoneyFigures rates;
    rates.usdToCny = own(limit::kUsdToCny, s.budget.usdToCny, d.usdToCny);
    rates.usdToTwd = own(limit::kUsdToTwd, s.budget.usdToTwd, d.usdToTwd);
    const double rate = rates.rate(s.budget.currency);
    FieldLimit l = usd;
    l.min *= rate;
    l.max *= rate;
    return l;
}

void convertCurrency(Scenario &s, Currency c, const PriceBook *prices)
{
    if (s.budget.currency == c)
        return;
    const ResolvedMoney money = resolveMoney(s, prices);
    const double factor = money.rate(c) / money.rate(s.budget.currency);
    s.budget.currency = c;
    // To the cent, not the whole unit: ¥8,000,000 went to $1,111,111 and came back as ¥7,999,999
    // (a zh_CN QA pass switched the currency and back).
    s.budget.limit = std::round(s.budget.limit * factor * 100.0) / 100.0;
    for (double *price : {&s.budget.electricityPerKwh, &s.budget.colocationPerKwMonth, &s.budget.staffPerNodeYear})
        if (*price > 0)
            *price *= factor;
}

namespace {

// The servers (or GPUs in servers) of the plan, in USD: whole servers beyond one node, a partly
// filled single server per GPU; GPUs without a server price at their price x the server overhead.
std::optional<double> serverCapexUsd(const GpuPrice &p, const Gpu &gpu, const BillOfMaterials &bom, double gpus,
                                     bool &estimated, std::string &priceDate)
{
    if (p.server && p.serverGpus == gpu.gpusPerNode) {
        const double perGpu = p.server->mid() / p.serverGpus;
        estimated |= p.server->estimate;
        priceDate = p.server->date;
        return bom.nodes > 1 ? static_cast<double>(bom.nodes) * p.server->mid()
                             : std::max(perGpu * gpus, p.server->mid() * gpus / p.serverGpus);
    }
    if (p.purchasePerGpu) {
        estimated |= p.purchasePerGpu->estimate;
        priceDate = p.purchasePerGpu->date;
        return p.purchasePerGpu->mid() * gpus * kServerOverheadFactor;
    }
    return std::nullopt;
}

// NICs, switch ports and cables of the bill of materials, in USD.
double networkCapexUsd(const PriceBook &prices, const BillOfMaterials &bom)
{
    const NetworkPrice *n = prices.network(bom.network);
    if (!n)
        return 0;
    return static_cast<double>(bom.nics) * n->nicUsd + static_cast<double>(bom.switchPorts) * n->switchPortUsd
           + static_cast<double>(bom.nics + (bom.switchPorts > bom.nics ? bom.nics : 0)) * n->cableUsd;
}

} // namespace

namespace {

// The break-even and the verdict from the monthly saving of owning over renting: the purchase pays
// back when the saving has covered it (never without a rent or a saving; at once for a free
// purchase); without a rent rate, buy.
// What one hour of renting this option pays for: the instances' rate and the GPUs in them.
struct RentBasis
{
    const PriceRange *rate = nullptr;   // none where the catalogue has no rent for the shape
    double gpus = 0;
};

RentBasis rentBasis(const Option &o, const GpuPrice &p, const Gpu &gpu)
{
    // Rented in the instance shape of what would be rented (the purchase renting, the other
    // acquisition buying; the option's own count too), else the count's: buying, the option's rent
    // had been the 8-GPU instances' rate of 196 L40S and its purchase's the 4-GPU instances' (a zh_CN
    // QA pass read two monthly rents for one count in the JSON).
    const Purchase *rented = o.purchase && o.purchase->instances ? &*o.purchase
                             : o.otherPurchase && o.otherPurchase->instances ? &*o.otherPurchase
                                                                              : nullptr;
    RentBasis r;
    r.rate = p.rentRate(rented ? rented->gpusPerUnit : o.gpuCount, gpu.gpusPerNode);
    // Instances rented for this count with GPUs the layout leaves idle (3-GPU serving replicas in 4-GPU
    // instances, 7 GPUs in an 8-GPU one) are paid whole: 24 L40S as 8 replicas of 3 rented 24 GPUs at
    // the 4-GPU instances' rate beside their purchase's 32 (a generated scenario of the property test).
    r.gpus = static_cast<double>(rented && rented->gpuCount - rented->idleGpus == o.gpuCount ? rented->gpuCount
                                                                                             : o.gpuCount);
    return r;
}

void settleRentOrBuy(CostEstimate &c, double saving)
{
    c.breakEvenMonths.reset();
    if (c.purchase <= 0)
        c.breakEvenMonths = 0.0;
    else if (c.rentMonth > 0 && saving > 0)
        c.breakEvenMonths = c.purchase / saving;
    c.recommendBuy = c.rentMonth > 0 ? c.buyTotal < c.rentTotal : true;
}

} // namespace

std::optional<CostEstimate> estimateCost(const Scenario &s, const Option &o, const BillOfMaterials &bom,
                                         const Gpu &gpu, const PriceBook &prices)
{
    const GpuPrice *p = prices.gpu(gpu.id);
    if (!p || o.gpuCount <= 0)
        return std::nullopt;
    const BudgetSetup &b = s.budget;
    CostEstimate c;
    const ResolvedMoney money = resolveMoney(s, &prices);
    c.usdToCny = money.usdToCny;
    c.currency = currencyId(b.currency);
    c.exchangeRate = money.rate(b.currency);
    const double toUser = c.exchangeRate;
    const double electricityUsd = money.electricityUsdPerKwh;
    const double pue = money.pue;
    const double years = money.depreciationYears;
    const double util = money.utilisation;
    const double gpus = static_cast<double>(o.gpuCount);

    // Capital cost (USD)
    bool estimated = false;
    const std::optional<double> servers = serverCapexUsd(*p, gpu, bom, gpus, estimated, c.priceDate);
    if (!servers)
        return std::nullopt;
    const double gpuCapex = *servers;
    const double networkCapex = networkCapexUsd(prices, bom);
    const double storageCapex = bom.nvmeTb * prices.nvmeUsdPerTb;

    // Time the hardware runs for this plan.
    double jobHours = kHoursPerMonth;   // serving: one month
    if (o.training)
        jobHours = o.training->days * 24.0;
    const double energyPerHourUsd = bom.itPowerKw * pue * electricityUsd;
    const RentBasis rent = rentBasis(o, *p, gpu);
    const double rate = rent.rate ? rent.rate->mid() : 0.0;

    c.gpuCapex = gpuCapex * toUser;
    c.networkCapex = networkCapex * toUser;
    c.storageCapex = storageCapex * toUser;
    c.purchase = c.gpuCapex + c.networkCapex + c.storageCapex;
    c.energyJob = energyPerHourUsd * jobHours * toUser;
    c.energyMonth = energyPerHourUsd * kHoursPerMonth * util * toUser;
    c.rentJob = rate * rent.gpus * jobHours * toUser;
    c.rentMonth = rate * rent.gpus * kHoursPerMonth * toUser;
    c.depreciationMonth = c.purchase / (years * 12.0);
    // Owned servers are hosted and run whether busy or idle: colocation on the IT power they are
    // provisioned for, or on the racks' contracted power where the site states its racks (a site bills
    // the rack: three 7.8 kW servers in three 12 kW racks pay for 36 kW, a QA pass), staff per server
    // (docs/model.md §7).
    c.hostingMonth = hostedKw(bom, s) * money.colocationUsdPerKwMonth * toUser;
    c.staffMonth = static_cast<double>(bom.nodes) * money.staffUsdPerNodeYear / 12.0 * toUser;
    const double ownedMonth = c.hostingMonth + c.staffMonth;
    c.pricesEstimated = estimated || !rent.rate || rent.rate->estimate;

    // Rent only the busy hours, or own the hardware and pay its energy, hosting and staff: the
    // purchase pays back when the monthly saving has covered it.
    const double saving = (c.rentMonth - energyPerHourUsd * kHoursPerMonth * toUser) * util - ownedMonth;
    c.horizonMonths = b.horizonMonths > 0 ? b.horizonMonths
                                          : (o.training ? std::max(jobHours / kHoursPerMonth, 0.0) : years * 12.0);
    c.buyTotal = c.purchase + (c.energyMonth + ownedMonth) * c.horizonMonths;
    c.rentTotal = c.rentMonth * util * c.horizonMonths;
    c.rentedShare = util;
    c.utilisation = util;
    c.depreciationYears = years;
    if (isOneOffJob(s)) {   // rent the job's GPU-hours, or buy and run it
        c.buyTotal = c.purchase + c.energyJob + ownedMonth * jobHours / kHoursPerMonth;
        c.rentTotal = c.rentJob;
        c.rentedShare = 1;
    }
    settleRentOrBuy(c, saving);
    return c;
}

CostEstimate combineAcquisitions(const CostEstimate &bought, const CostEstimate &rented)
{
    CostEstimate c = bought;
    c.rentJob = rented.rentJob;
    c.rentMonth = rented.rentMonth;
    c.rentTotal = rented.rentTotal;
    c.rentedShare = rented.rentedShare;
    c.pricesEstimated = bought.pricesEstimated || rented.pricesEstimated;
    // The monthly saving of owning, as estimateCost has it: renting the busy hours against running the
    // owned servers (energy month is at the utilisation already).
    settleRentOrBuy(c, c.rentMonth * c.utilisation - c.energyMonth - (c.hostingMonth + c.staffMonth));
    return c;
}

} // namespace engine

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Money and hardware: the price book (resources/catalog/prices.json), the bill of materials of an
// option and its cost — purchase, energy, rental for the job and per month, and the rent-versus-buy
// break-even (docs/model.md §8). All arithmetic is in USD; results are converted to the scenario's
// currency at its exchange rate.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/catalog.h"
#include "engine/issue.h"
#include "engine/limits.h"
#include "engine/scenario.h"

namespace engine {

struct PriceRange
{
    double low = 0;
    double high = 0;
    std::string date;
    bool estimate = true;
    std::string basis;
    std::vector<SourceRef> sources;   // the tags of prices.json's `source`, with their descriptions
    double mid() const { return (low + high) / 2.0; }
};

// A cloud instance shape whose rate per GPU-hour differs from the GPU's one rate (docs/model.md
// §6.6): AWS's g6 and g6e hosts of 4 and 8 GPUs carry more CPU, memory and network per GPU.
struct RentShape
{
    int gpus = 1;                 // 1, 2, 4, 8 … GPUs in the instance
    std::string instance;         // the cloud's name for the shape that sets the high end
    PriceRange perGpuHour;        // USD per GPU-hour in this shape
};

struct GpuPrice
{
    std::string gpu;
    std::optional<PriceRange> purchasePerGpu;   // USD per GPU
    std::optional<PriceRange> server;           // USD per typical server
    int serverGpus = 8;
    std::optional<PriceRange> rentPerGpuHour;   // USD per GPU-hour, every shape not listed below
    std::vector<RentShape> rentShapes;          // shapes priced on their own
    double serverKwPerGpu = 0;                  // wall power per GPU incl. its share of the server
    int serverRackUnits = 0;                    // the server's height in U (0: 8 for SXM/OAM, 4 for PCIe)

    // The rate of the instance that rents n GPUs: the smallest power of two at or above n, a whole
    // node from one node up (the purchase's unit, §6.6); its listed shape, else the one rate.
    const PriceRange *rentRate(std::int64_t n, int gpusPerNode) const;
};

struct NetworkPrice
{
    std::string network;
    double nicUsd = 0;
    double switchPortUsd = 0;
    double cableUsd = 0;
};

// The money figures a plan is costed with, prices in USD: the catalogue's defaults and a scenario's
// settings once resolved are both these (docs/model.md §7).
struct MoneyFigures
{
    double usdToCny = 0;
    double usdToTwd = 0;
    double electricityUsdPerKwh = 0;
    double pue = 0;
    double depreciationYears = 0;
    double utilisation = 0;
    double colocationUsdPerKwMonth = 0;   // hosting of owned servers per kW of IT power
    double staffUsdPerNodeYear = 0;       // operations staff per server
    // Units of `c` per US dollar (1 for USD).
    double rate(Currency c) const { return c == Currency::Cny ? usdToCny : c == Currency::Twd ? usdToTwd : 1.0; }
};

// prices.json's "defaults"; these figures where the file gives none. Hosting is North America's.
struct PriceDefaults : MoneyFigures
{
    PriceDefaults()
        : MoneyFigures {.usdToCny = 7.2, .usdToTwd = 32.0, .electricityUsdPerKwh = 0.10, .pue = 1.3, .depreciationYears = 4,
                        .utilisation = 0.7, .colocationUsdPerKwMonth = 190, .staffUsdPerNodeYear = 2500}
    {}
    double colocationChinaUsdPerKwMonth = 76;   // the same in mainland China (region "china")
    // The catalogue's colocation price for a scenario's region ("global" or "china").
    double colocationFor(const std::string &region) const
    {
        return region == "china" ? colocationChinaUsdPerKwMonth : colocationUsdPerKwMonth;
    }
};

struct PriceBook
{
    PriceDefaults defaults;
    std::vector<GpuPrice> gpus;
    std::vector<NetworkPrice> networks;
    double nvmeUsdPerTb = 120;
    double hostMemoryUsdPerGb = 4;
    SourceTexts sources;   // tag -> description, the file's `sources` object

    const GpuPrice *gpu(std::string_view id) const;
    const NetworkPrice *network(std::string_view id) const;
};

// The cloud instance that rents n GPUs (docs/model.md §6.6): the smallest power of two at or above
// n, at most a node.
std::int64_t instanceShape(std::int64_t n, int gpusPerNode);

Result<PriceBook> parsePrices(std::string_view text, const std::string &fileName = "prices.json");

// Hours in an average month (8,760 / 12) and the server price as a multiple of its GPUs' price when
// no server price is known (docs/model.md §7): used by the cost model and by every text that shows it.
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kServerOverheadFactor = 1.3;

// The money settings a plan is costed with: the scenario's, where "0 means the catalogue default"
// is resolved once, here (the cost model, the budget page, the price table and the equations use it).
struct ResolvedMoney : MoneyFigures {};

// The scenario's money settings with every "catalogue default" resolved (hosting by its region).
ResolvedMoney resolveMoney(const Scenario &s, const PriceBook *prices);

// A money limit of the limit table (in US dollars) in the scenario's currency: its bounds times
// the currency's rate (the scenario's own rate where it is within its limit, else the catalogue's).
FieldLimit moneyLimit(const FieldLimit &usd, const Scenario &s, const PriceBook *prices);

// The same money in currency `c`: the budget limit (rounded to a whole unit) and every price the
// scenario sets itself (electricity, hosting, staff) converted at the resolved rates; the catalogue
// defaults stay defaults (they are in US dollars and converted where they are used).
void convertCurrency(Scenario &s, Currency c, const PriceBook *prices);

struct BillOfMaterials
{
    std::int64_t gpus = 0;
    std::int64_t nodes = 0;
    int gpusPerNode = 8;
    // (the GPUs' interconnect inside a server is the GPU's Gpu::link; the faces name it)
    std::string network;              // network id used between nodes ("" = single node)
    bool computeFabric = false;       // a parallel group spans nodes (else a front-end network only)
    std::int64_t nics = 0;            // inter-node NICs (one per GPU rail on training fabrics, one per node otherwise)
    std::int64_t switchPorts = 0;     // leaf (+ spine (+ core)) ports
    int switchTiers = 0;              // 1 leaf; 2 leaf-spine fat tree; 3 three-tier fat tree
    double gpuPowerKw = 0;            // GPUs at TDP
    double itPowerKw = 0;             // whole servers at full load
    double facilityPowerKw = 0;       // × PUE
    std::int64_t racks = 0;
    double powerPerRackKw = 0;
    double rackPowerLimitKw = 0;      // the site's limit per rack, else the cooling's (air, or liquid when one server exceeds air)
    bool serverOverRackLimit = false; // one server draws more than the site's rack takes (one per rack, over the limit)
    bool liquidCooled = false;
    std::int64_t rackUnits = 0;
    std::int64_t hostMemoryBytesPerNode = 0;   // dimmCount × dimmBytes
    int dimmCount = 0;                // DDR5 RDIMMs per server (16, 24 or 32 on two sockets)
    std::int64_t dimmBytes = 0;       // one module: 32, 64, 96, 128 or 256 GiB
    double nvmeTb = 0;                // checkpoints + data, whole cluster
    double checkpointSeconds = 0;     // training: one checkpoint of the full state written to that NVMe
    bool offloadSized = false;        // host memory sized for offload
};

// The power colocation bills: the IT power, or the racks' contracted power where the scenario gives
// the site's power per rack (at least the IT power).
inline double hostedKw(const BillOfMaterials &b, const Scenario &s)
{
    return s.budget.rackKw > 0 ? std::max(b.itPowerKw, static_cast<double>(b.racks) * s.budget.rackKw) : b.itPowerKw;
}

struct CostEstimate
{
    std::string currency;             // "USD", "CNY" or "TWD"
    double usdToCny = 7.2;
    double exchangeRate = 1.0;        // units of `currency` per USD (1 for USD)
    double gpuCapex = 0, networkCapex = 0, storageCapex = 0;
    double purchase = 0;              // gpu + network + storage capex
    double energyJob = 0;             // energy for the job (training) or one month (serving)
    double energyMonth = 0;           // at the scenario's utilisation
    double rentJob = 0;               // GPU-hours × rate for the job (training) or one month (serving)
    double rentMonth = 0;             // GPUs × rate × 730 h (rented around the clock)
    double utilisation = 1;           // the share of the month the hardware is busy (the scenario's)
    double depreciationYears = 0;     // the hardware's life the purchase is written off over (resolved)
    double depreciationMonth = 0;
    double hostingMonth = 0;          // owned servers: colocation per kW billed (hostedKw), every month
    double staffMonth = 0;            // owned servers: operations staff, every month
    std::optional<double> breakEvenMonths;   // empty: renting stays cheaper
    double horizonMonths = 0;
    double buyTotal = 0;              // over the horizon: purchase + energy
    double rentTotal = 0;             // over the horizon
    double rentedShare = 1;           // of the horizon's hours, what the rent total pays for: the
                                      // utilisation, or 1 for a one-off training job (its own hours)
    bool recommendBuy = false;
    bool pricesEstimated = true;
    std::string priceDate;
};

struct Option;   // plan.h
struct ModelStats;

BillOfMaterials billOfMaterials(const Scenario &s, const Option &o, const Gpu &gpu, const Network &net,
                                const ModelStats &m, const PriceBook *prices);
std::optional<CostEstimate> estimateCost(const Scenario &s, const Option &o, const BillOfMaterials &bom,
                                         const Gpu &gpu, const PriceBook &prices);

// The purchase pays back only after the hardware's life (a break-even of 1,733 months beside a 4-year
// depreciation is no answer): the faces say so instead of the months alone. The life is the
// depreciation, or the horizon where the hardware is needed longer.
inline bool breakEvenBeyondLife(const CostEstimate &c)
{
    return c.breakEvenMonths && c.depreciationYears > 0 && *c.breakEvenMonths > std::max(c.depreciationYears * 12.0, c.horizonMonths);
}

// A training job with no horizon given: priced for the job alone (rent its GPU-hours, or buy and run
// the hardware for it), not over months (docs/model.md §7a).
inline bool isOneOffJob(const Scenario &s)
{
    return isTraining(s.workload) && s.budget.horizonMonths <= 0;
}

// One rent-or-buy comparison from two purchases (docs/model.md §7a): the buying side (the purchase
// price, energy, hosting, staff, buy total) from the whole servers bought, the renting side (rent,
// rent total, rented share) from the instances rented; break-even and the recommendation from both.
// A procurement QA pass read the same 44-GPU option as a break-even of 18.5 months when renting and
// 11.8 when buying, each side priced on the other mode's hardware.
CostEstimate combineAcquisitions(const CostEstimate &bought, const CostEstimate &rented);

} // namespace engine

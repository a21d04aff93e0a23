// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include "presets.h"
#include "text/scenariorows.h"

#include "text/displaynames.h"
#include "text/formatting.h"
#include "uitr.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <set>
#include <cmath>

namespace gpuplan::ui {

namespace {

struct ComparisonTr
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

// Estimated prices carry a mark; the tooltip and the cost note give the price date. Not on an
// amount below a cent ("< $0.01" is already a bound, "≈< $0.01" reads as noise).
QString estimated(const engine::CostEstimate &c, const QString &money)
{
    const QString belowACent = Tr::tr("< %1").arg(QString());
    const bool bound = !belowACent.trimmed().isEmpty() && money.startsWith(belowACent.trimmed());
    return c.pricesEstimated && !bound ? ComparisonTr::tr("≈%1").arg(money) : money;
}

} // namespace

QString comparisonCell(ResultRow row, const engine::Option &o, const engine::Plan &plan, const engine::Scenario &s)
{
    const bool training = o.training.has_value() || (!o.inference && engine::isTraining(s.workload));
    const engine::CostEstimate *cost = engine::purchaseCost(o);   // what is bought or rented
    // Without a cost: an option that does not fit is not costed (its verdict says so), else the
    // catalogue has no prices for the GPU.
    const QString noCost = o.fits ? ComparisonTr::tr("no prices") : QStringLiteral("–");
    switch (row) {
    case ResultRow::Gpus:
        if (o.gpuCount <= 0)
            return QStringLiteral("–");
        if (o.idleGpus > 0)
            //: %1: the fixed GPU count ("17 GPUs"); %2: those no replica uses ("1 GPU"): the count does not
            //: divide into the best replicas
            return ComparisonTr::tr("%1 in %Ln node(s), %2 idle", nullptr, static_cast<int>(o.nodes))
                .arg(formatGpuCount(o.gpuCount), formatGpuCount(o.idleGpus));
        return ComparisonTr::tr("%1 in %Ln node(s)", nullptr, static_cast<int>(o.nodes)).arg(formatGpuCount(o.gpuCount));
    case ResultRow::ToBuy: {
        if (!o.purchase)
            return QStringLiteral("–");
        const engine::Purchase &pu = *o.purchase;
        const int units = static_cast<int>(std::min<std::int64_t>(pu.units, 1'000'000'000));
        // One GPU a unit has its own phrase ("23 instances of 1 GPUs" in a rent QA pass).
        QString what;
        if (pu.gpusPerUnit == 1)
            what = pu.instances ? ComparisonTr::tr("%n single-GPU instance(s)", nullptr, units)
                                : ComparisonTr::tr("%n single-GPU server(s)", nullptr, units);
        else
            what = (pu.instances ? ComparisonTr::tr("%n instance(s) of %1 GPUs", nullptr, units)
                                 : ComparisonTr::tr("%n server(s) of %1 GPUs", nullptr, units))
                       .arg(formatInteger(pu.gpusPerUnit));
        // Whole servers beyond the plan's count say how many more GPUs they are (a zh_TW procurement QA
        // pass fixed 100 GPUs and read "13 servers of 8 GPUs" without noticing the 104).
        if (pu.training && pu.gpuCount > o.gpuCount && o.gpuCount > 0)
            //: %1: what is bought, e.g. "13 servers of 8 GPUs"; %n: the GPUs beyond the plan's count
            what = ComparisonTr::tr("%1 (%n GPU(s) more than planned)", nullptr,
                                    static_cast<int>(std::min<std::int64_t>(pu.gpuCount - o.gpuCount, 1'000'000'000)))
                       .arg(what);
        // The purchase is planned again keeping memory free (the headroom policy): on the minimum's own
        // GPU count its days can differ from the minimum's, or it needs more servers than the minimum
        // fills (56 L40 are 7 servers, 8 bought); then its memory free says why.
        const bool replanned = pu.units > pu.minimumUnits
                               || (pu.gpuCount == o.gpuCount && o.training && std::abs(pu.training->days - o.training->days) > 1e-9);
        if (pu.training && replanned)
            // "keeping … free" says why its days differ from the row above (a QA pass read "64.0 / 64.0 GiB"
            // and "3.0 hours" above "19 % memory free … 3.2 hours" on the same 16 GPUs as a contradiction).
            return ComparisonTr::tr("%1: %2 on all of them, keeping %3 of memory free")
                .arg(what, formatDays(pu.training->days), formatPercent(pu.headroom));
        if (pu.training)
            return ComparisonTr::tr("%1: %2 on all of them").arg(what, formatDays(pu.training->days));
        if (pu.inference)
            return ComparisonTr::tr("%1: %2 req/s capacity").arg(what, formatMean(pu.inference->requestsPerSecond));
        return what;
    }
    case ResultRow::Layout:
        if (o.gpuCount <= 0)
            return QStringLiteral("–");
        if (o.inference && o.inference->prefillReplicas > 0)
            //: serving layout with disaggregated prefill and decode, e.g. "TP 4 · PP 1 · 7 prefill + 2 decode replicas"
            return ComparisonTr::tr("%1 · %2 prefill + %3 decode replicas")
                .arg(layoutText(o.layout, false), formatInteger(o.inference->prefillReplicas),
                     formatInteger(o.inference->replicas - o.inference->prefillReplicas));
        return layoutText(o.layout, training);
    case ResultRow::Memory:
        return ComparisonTr::tr("%1 / %2").arg(formatNumber(static_cast<double>(o.memory.total()) / kGiB, 1),
                                 formatGiB(o.usableBytes));
    case ResultRow::Time:
        if (o.training)
            return ComparisonTr::tr("%1 (±%2)").arg(formatDays(o.training->days), formatPercent(o.training->uncertaintyPct / 100.0));
        if (o.inference && o.fits)
            //: serving throughput with the band of its regime, e.g. "1.9 req/s, 465 tokens/s (±64 %)"
            return ComparisonTr::tr("%1 req/s, %2 tokens/s (±%3)")
                // A slow option keeps its digits: "0.0 req/s, 0 tokens/s" was shown for 100k-token prompts (a QA pass).
                .arg(formatMean(o.inference->requestsPerSecond),
                     o.inference->tokensPerSecond < 100 ? formatMean(o.inference->tokensPerSecond)
                                                        : formatInteger(std::llround(o.inference->tokensPerSecond)),
                     formatPercent(o.inference->uncertaintyPct / 100.0));
        return QStringLiteral("–");
    case ResultRow::Rate:
        if (o.training)
            return ComparisonTr::tr("%1 tokens/s, MFU %2").arg(formatInteger(std::llround(o.training->tokensPerSecond)),
                                                 formatPercent(o.training->mfu));
        if (o.inference && o.fits)
            return ComparisonTr::tr("%1 / %2 / %3 s")
                .arg(formatMs(o.inference->ttftMs), formatMs(o.inference->tpotMs),
                     formatNumber(o.inference->e2eMs / 1000.0, 1));
        return QStringLiteral("–");
    case ResultRow::Power:
        return o.gpuCount > 0 ? formatKw(o.gpuPowerKw) : QStringLiteral("–");
    case ResultRow::Cost: {
        if (!cost)
            return noCost;
        // Renting for serving, the rent is a month's: said beside it (a GUI QA pass read a bare figure).
        if (s.budget.acquisition == engine::Acquisition::Rent)
            return training ? ComparisonTr::tr("rent %1").arg(estimated(*cost, formatMoney(cost->rentJob, cost->currency)))
                            : ComparisonTr::tr("rent %1 a month").arg(estimated(*cost, formatMoney(cost->rentMonth, cost->currency)));
        return ComparisonTr::tr("buy %1").arg(estimated(*cost, formatMoney(cost->purchase, cost->currency)));
    }
    case ResultRow::Purchase:
        return cost ? estimated(*cost, formatMoney(cost->purchase, cost->currency)) : noCost;
    case ResultRow::Rent:
        if (!cost)
            return noCost;
        return estimated(*cost, formatMoney(training ? cost->rentJob : cost->rentMonth, cost->currency));
    case ResultRow::Energy:
        if (!cost)
            return noCost;
        return formatMoney(cost->energyJob, cost->currency);   // the job, or a month around the clock (as the rent)
    case ResultRow::BreakEven:
        if (!cost)
            return noCost;
        if (!cost->breakEvenMonths)
            return ComparisonTr::tr("renting stays cheaper");
        // Past the hardware's life the months are no answer (a zh_TW QA pass read "after 1,733 months
        // of use" beside a 4-year depreciation).
        if (breakEvenBeyondLife(*cost))
            //: %1: the depreciation period in years ("4"); the purchase does not pay back within it
            return ComparisonTr::tr("not within the %1-year depreciation").arg(formatYears(cost->depreciationYears));
        return ComparisonTr::tr("after %1 of use").arg(formatMonths(*cost->breakEvenMonths));
    case ResultRow::BuyOrRent: {
        if (!cost)
            return noCost;
        const QString buy = formatMoney(cost->buyTotal, cost->currency);
        const QString rent = formatMoney(cost->rentTotal, cost->currency);
        // A training job with no horizon is priced for the job alone: its "horizon" is the job's time on
        // the servers bought, which read as a period beside another time ("buying over 47.1 minutes"
        // for a job of 2.8 hours on 2 GPUs, the 8 bought finishing it sooner; an English consultant's
        // QA pass). The report's recommendation says what is bought and how long the job takes on it.
        if (engine::isOneOffJob(s))
            return cost->recommendBuy ? ComparisonTr::tr("Buy: %1 vs %2 renting, for this one job").arg(buy, rent)
                                      : ComparisonTr::tr("Rent: %1 vs %2 buying, for this one job").arg(rent, buy);
        const QString horizon = formatMonths(cost->horizonMonths);
        // Renting over a horizon pays for the utilisation's share of its hours, not the month around
        // the clock of the rent row (a GUI QA pass: 48 × $34,982 is not $1,175,382): say so.
        if (cost->rentedShare < 1.0) {
            const QString share = QLocale().toString(100.0 * cost->rentedShare, 'f', 0);
            return cost->recommendBuy
                       ? ComparisonTr::tr("Buy: %1 vs %2 renting over %3 (rented %4 % of the hours)").arg(buy, rent, horizon, share)
                       : ComparisonTr::tr("Rent: %1 vs %2 buying over %3 (rented %4 % of the hours)").arg(rent, buy, horizon, share);
        }
        return cost->recommendBuy ? ComparisonTr::tr("Buy: %1 vs %2 renting over %3").arg(buy, rent, horizon)
                                    : ComparisonTr::tr("Rent: %1 vs %2 buying over %3").arg(rent, buy, horizon);
    }
    case ResultRow::BudgetFit: {
        if (!o.budgetFit)   // a budget is set, but an option that does not fit has no cost to weigh
            return s.budget.limit > 0 ? ComparisonTr::tr("not assessed: does not fit") : ComparisonTr::tr("no budget limit");
        const engine::BudgetFit &f = *o.budgetFit;
        const QString verdict = f.withinBudget ? ComparisonTr::tr("within budget") : ComparisonTr::tr("over budget");
        // Renting a training job, the budget buys the job or not (GPU-hours hardly change with the
        // count): say what the job's rent is, not that no GPU is affordable (a QA pass read "not even
        // one GPU" beside a rent of twice the budget), nor a count (the GPU limit was read as a plan).
        if (s.budget.acquisition == engine::Acquisition::Rent && isTraining(s.workload) && cost && s.budget.limit > 0)
            //: %1: "over budget"; %2: the job's rent; %3: that rent as a share of the budget
            return ComparisonTr::tr("%1; renting the job costs %2, %3 of the budget")
                .arg(verdict, formatMoney(f.cost, cost->currency), formatPercent(f.cost / s.budget.limit));
        // Bought in whole servers, rented in whole instances: the budget affords whole ones or none.
        if (f.affordableGpus <= 0 && f.unitGpus > 1)
            return f.instances
                       //: %1: "over budget"; %2: the GPUs of one cloud instance, e.g. "8 GPUs"
                       ? ComparisonTr::tr("%1; not even one instance of %2 is affordable").arg(verdict, formatGpuCount(f.unitGpus))
                       //: %1: "over budget"; %2: the GPUs of one server, e.g. "8 GPUs"
                       : ComparisonTr::tr("%1; not even one server of %2 is affordable").arg(verdict, formatGpuCount(f.unitGpus));
        if (f.affordableGpus <= 0)
            return ComparisonTr::tr("%1; not even one GPU is affordable").arg(verdict);
        if (!f.fitsAtAffordable)
            //: %1: "over budget"; %2: a GPU count the budget pays for, too few for the model's memory
            return ComparisonTr::tr("%1; affords %2, too few to hold the model").arg(verdict, formatGpuCount(f.affordableGpus));
        QString at;
        if (f.daysAtAffordable)
            at = formatDays(*f.daysAtAffordable);
        else if (f.requestsPerSecondAtAffordable)
            at = ComparisonTr::tr("%1 req/s").arg(formatMean(*f.requestsPerSecondAtAffordable));
        if (at.isEmpty())
            return ComparisonTr::tr("%1; affords %2").arg(verdict, formatGpuCount(f.affordableGpus));
        return ComparisonTr::tr("%1; affords %2 (%3)").arg(verdict, formatGpuCount(f.affordableGpus), at);
    }
    case ResultRow::Verdict: {
        if (!o.fits)
            return ComparisonTr::tr("Does not fit");
        // The recommended option says its deadline risk as the others do (a zh_TW QA pass read H100 and
        // H200 at the same 57.2 days of a 60-day deadline, H200 "deadline at risk" and H100 just "★").
        // A GPU sold into the region only under a US licence says so in its verdict: a zh_CN QA pass read
        // the H20 "★ Recommended" in a purchase request, the licence only among the warnings.
        const bool licence = engine::findWarning(o, engine::WarningCode::LicenceRequired) != nullptr;
        if (o.gpuId == plan.recommendedGpu) {
            if (engine::findWarning(o, engine::WarningCode::DeadlineAtRisk))
                return licence ?
                           //: a verdict: the recommended option, its deadline at risk, sold into mainland China only under a US export licence
                           ComparisonTr::tr("★ Recommended; deadline at risk; US licence needed") :
                           //: a verdict: the recommended option, which meets the deadline at the estimate but not at the top of its band
                           ComparisonTr::tr("★ Recommended; deadline at risk");
            return licence ?
                       //: a verdict: the recommended option, sold into mainland China only under a US export licence
                       ComparisonTr::tr("★ Recommended; US licence needed") :
                       ComparisonTr::tr("★ Recommended");
        }
        for (const engine::Warning &w : o.warnings)
            if (w.code == engine::WarningCode::DeadlineMissed)
                return ComparisonTr::tr("Misses the deadline");
            else if (w.code == engine::WarningCode::LatencyMissed)
                return ComparisonTr::tr("Misses the latency limits");
            else if (w.code == engine::WarningCode::QpsMissed)
                return ComparisonTr::tr("Misses the QPS target");
            else if (w.code == engine::WarningCode::NotSoldInRegion)
                return ComparisonTr::tr("Not sold in the region");
            else if (w.code == engine::WarningCode::RackPowerExceeded)
                //: a verdict: one server draws more than a rack of the site takes
                return ComparisonTr::tr("Beyond the site's racks");
            else if (w.code == engine::WarningCode::OverBudget)
                return ComparisonTr::tr("Over the budget");
        if (engine::findWarning(o, engine::WarningCode::DeadlineAtRisk))
            return licence ?
                       //: a verdict: its deadline at risk, sold into mainland China only under a US export licence
                       ComparisonTr::tr("Works; deadline at risk; US licence needed") :
                       //: a verdict: meets the deadline at the estimate, not at the top of its uncertainty band
                       ComparisonTr::tr("Works; deadline at risk");
        if (licence)
            //: a verdict: meets the goals, sold into mainland China only under a US export licence
            return ComparisonTr::tr("Works; US licence needed");
        return ComparisonTr::tr("Works");
    }
    }
    return {};
}

namespace {

// Why an option misses the goals, as a clause naming its GPU ("NVIDIA H100 is over the budget (109 %)").
QString missedGoalClause(const engine::Option &o)
{
    const QString gpu = gpuName(o.gpuId);
    switch (engine::firstMissedGoal(o)) {
    case engine::MissedGoal::DoesNotFit:
        return o.fixedCount ? ComparisonTr::tr("%1 does not fit on the fixed %2").arg(gpu, formatGpuCount(o.gpuCount))
                            : ComparisonTr::tr("%1 does not fit within the GPU limit").arg(gpu);
    case engine::MissedGoal::Region: return ComparisonTr::tr("%1 cannot be bought in the region").arg(gpu);
    case engine::MissedGoal::Racks: return ComparisonTr::tr("%1's servers draw more than the site's racks take").arg(gpu);
    case engine::MissedGoal::Budget:   // firstMissedGoal found the warning
        //: %2: the cost as a share of the budget, e.g. "109 %"
        return ComparisonTr::tr("%1 costs %2 of the budget")
            .arg(gpu, formatPercent(engine::findWarning(o, engine::WarningCode::OverBudget)->value));
    case engine::MissedGoal::Deadline:
        if (o.fixedCount && o.gpusForDeadline > 0)
            //: %3: the fewest GPUs of this type that finish within the deadline, e.g. "12 GPUs"
            return ComparisonTr::tr("%1 misses the deadline on the fixed %2 (%3 meet it)")
                .arg(gpu, formatGpuCount(o.gpuCount), formatGpuCount(o.gpusForDeadline));
        return ComparisonTr::tr("%1 misses the deadline").arg(gpu);
    case engine::MissedGoal::Latency: return ComparisonTr::tr("%1 misses the latency limits").arg(gpu);
    case engine::MissedGoal::Load:
        return o.fixedCount ? ComparisonTr::tr("%1 cannot serve the load on the fixed %2").arg(gpu, formatGpuCount(o.gpuCount))
                            : ComparisonTr::tr("%1 cannot serve the load within the GPU limit").arg(gpu);
    case engine::MissedGoal::None: break;
    }
    return {};
}

// What to change for one kind of obstacle; the region's remedy names the catalogue's data-centre GPUs
// of 40 GB or more sold there.
QString missedGoalRemedy(engine::MissedGoal m, bool fixedCount, const engine::Scenario &s)
{
    switch (m) {
    case engine::MissedGoal::DoesNotFit:
        return fixedCount ? ComparisonTr::tr("Raise the fixed GPU count, or apply a change from “How to use fewer GPUs” that "
                                             "makes the model fit on it.")
                          : ComparisonTr::tr("Raise the GPU limit, or compare GPUs with more memory.");
    case engine::MissedGoal::Region: {
        const auto names = [](const std::vector<std::string> &ids) {
            QStringList list;
            for (const std::string &id : ids)
                list << gpuName(id);
            return list.join(ComparisonTr::tr(", ", "list of GPUs"));
        };
        const std::vector<std::string> licensed = catalog().gpusLicensedIn(s.region);
        if (licensed.empty())
            //: %1: GPUs the catalogue lists as sold in the region, e.g. "NVIDIA L20 48GB, Huawei Ascend 910B"
            return ComparisonTr::tr("Compare GPUs sold in the region: %1.").arg(names(catalog().gpusSoldIn(s.region)));
        //: %1: GPUs sold in the region, e.g. "NVIDIA L20 48GB, Huawei Ascend 910B"; %2: GPUs sold there only under a
        //: US export licence, e.g. "NVIDIA H20 96GB"
        return ComparisonTr::tr("Compare GPUs sold in the region: %1; or, under a US export licence granted case by case: %2.")
            .arg(names(catalog().gpusSoldIn(s.region)), names(licensed));
    }
    case engine::MissedGoal::Racks:
        return ComparisonTr::tr("Ask the site for higher-power racks, or compare GPUs whose servers draw less.");
    case engine::MissedGoal::Budget:
        return ComparisonTr::tr("Raise the budget, switch between buying and renting, or compare cheaper GPUs.");
    // With a fixed count the GPU limit is not in use (its field is disabled): the count is what to raise.
    case engine::MissedGoal::Deadline:
        return fixedCount ? ComparisonTr::tr("Relax the deadline, or raise the fixed GPU count.")
                          : ComparisonTr::tr("Relax the deadline, or raise the GPU limit.");
    case engine::MissedGoal::Latency: return ComparisonTr::tr("Relax the latency limits, or compare faster GPUs.");
    case engine::MissedGoal::Load:
        return fixedCount ? ComparisonTr::tr("Raise the fixed GPU count, or lower the requests per second.")
                          : ComparisonTr::tr("Raise the GPU limit, or lower the requests per second.");
    case engine::MissedGoal::None: break;
    }
    return {};
}

} // namespace

QString planReasoning(const engine::Plan &plan, const engine::Scenario &s)
{
    if (!plan.issues.empty())
        return ComparisonTr::tr("No plan: fix the issues shown above.");
    if (plan.options.empty())
        return {};
    const engine::Option *rec = nullptr;
    for (const engine::Option &o : plan.options)
        if (o.gpuId == plan.recommendedGpu)
            rec = &o;
    QStringList others;
    for (const engine::Option &o : plan.options) {
        if (&o == rec)
            continue;
        // An option that misses a goal says which, also beside a recommendation (a GUI QA pass read "L40S
        // needs 208 GPUs" for comparison, at a TPOT over three times the limit).
        // One that does not fit says so on the fixed count where there is one (a zh_TW QA pass read "does
        // not fit within the GPU limit" for QLoRA 70B on one fixed L40S that fits on 2).
        if (!rec || !engine::meetsGoals(o))
            others << missedGoalClause(o);
        // A fixed count is not what an option needs (a QA pass read "A100 needs 64 GPUs" beside a
        // fixed 64 where it needs far fewer).
        else if (o.training && o.fixedCount)
            others << ComparisonTr::tr("%1 takes %2 GPU-hours on the fixed %3").arg(gpuName(o.gpuId), formatHours(o.training->gpuHours),
                                                                                  formatGpuCount(o.gpuCount));
        else if (o.training) {
            // What is bought or rented, as the recommendation ranks it (engine::boughtJob), said as such:
            // "needs 24 GPUs" beside the table's 16 (the fewest that fit, at 0.1 % memory free) read as a
            // contradiction (a zh_TW QA pass).
            const engine::BoughtJob job = engine::boughtJob(o);
            //: %2: GPU-hours; %3: a GPU count, e.g. "24 GPUs"
            others << (s.budget.acquisition == engine::Acquisition::Rent
                           ? ComparisonTr::tr("%1 takes %2 GPU-hours on the %3 rented")
                           : ComparisonTr::tr("%1 takes %2 GPU-hours on the %3 bought"))
                          .arg(gpuName(o.gpuId), formatHours(job.training->gpuHours), formatGpuCount(job.gpuCount));
        }
        else if (o.fixedCount)
            others << ComparisonTr::tr("%1 also meets the goals on the fixed %2").arg(gpuName(o.gpuId), formatGpuCount(o.gpuCount));
        else
            others << ComparisonTr::tr("%1 needs %2").arg(gpuName(o.gpuId), formatGpuCount(o.gpuCount));
    }
    // Each other option is a clause of its own ("A needs 32 GPUs and 17,992 GPU-hours; B needs …"):
    // joined with "and", Chinese read the next option as one more item of the first one's list.
    QString rest;
    for (const QString &clause : others)
        //: two clauses about different GPUs in one sentence: "NVIDIA A100 needs 32 GPUs; NVIDIA L40 needs 64 GPUs"
        rest = rest.isEmpty() ? clause : ComparisonTr::tr("%1; %2", "clauses").arg(rest, clause);
    if (!rec) {
        // What stands in the way, GPU by GPU, and what to change for each kind of obstacle present (a
        // GUI QA pass read "relax the deadline or latency limits" where there was neither: a budget,
        // the region, a fixed count).
        QString text = ComparisonTr::tr("No option meets every goal: %1. The table shows the closest each GPU gets.").arg(rest);
        std::set<engine::MissedGoal> missed;
        bool fixed = false;
        for (const engine::Option &o : plan.options) {
            missed.insert(engine::firstMissedGoal(o));
            fixed = fixed || o.fixedCount;
        }
        for (const engine::MissedGoal m : missed)
            text = joinSentences(text, missedGoalRemedy(m, fixed, s));
        return text;
    }
    const QString name = gpuName(rec->gpuId);
    const engine::BoughtJob job = engine::boughtJob(*rec);
    const QString mem = ComparisonTr::tr("%1 of %2").arg(formatGiB(job.memory->total()), formatGiB(rec->usableBytes));
    // The best is the fewest GPU-hours or GPUs (docs/model.md §7); where another option that meets the
    // goals costs less in the chosen mode, say so (a serving QA pass renting read "H200 is the best
    // choice" beside an H100 renting for 11 % less, which only the cost chart said).
    const auto withCheapest = [&](QString text) {
        const engine::Option *cheapest = nullptr;
        for (const engine::Option &o : plan.options)
            if (o.gpuId == plan.cheapestGpu)
                cheapest = &o;
        const engine::CostEstimate *cc = cheapest ? engine::purchaseCost(*cheapest) : nullptr, *rc = engine::purchaseCost(*rec);
        if (!cc || !rc || cheapest == rec)
            return text;
        const bool renting = s.budget.acquisition == engine::Acquisition::Rent;
        //: %1: a GPU; %2, %3: money in the scenario's mode (purchase, or rent for the job or a month)
        return joinSentences(text, (renting ? ComparisonTr::tr("%1 rents for less: %2 against %3.")
                                            : ComparisonTr::tr("%1 costs less to buy: %2 against %3."))
                                       .arg(gpuName(cheapest->gpuId), formatMoney(engine::modeCost(s, *cc), cc->currency),
                                            formatMoney(engine::modeCost(s, *rc), rc->currency)));
    };
    if (rec->training) {
        QString text = plan.recommendedWithinTie
            //: %4: GPU-hours; %5: the tie's share, e.g. "5%"; a cheaper option about as fast as the fastest is recommended
            ? ComparisonTr::tr("%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, within "
                               "%5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses "
                               "%7 per GPU.",
                               nullptr, static_cast<int>(job.nodes))
                  .arg(name, formatGpuCount(job.gpuCount), formatDays(job.training->days), formatHours(job.training->gpuHours),
                       formatPercent(engine::kRecommendationTie), layoutText(*job.layout, true), mem)
            : ComparisonTr::tr("%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, the "
                               "fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.",
                               nullptr, static_cast<int>(job.nodes))
                  .arg(name, formatGpuCount(job.gpuCount), formatDays(job.training->days),
                       formatHours(job.training->gpuHours), layoutText(*job.layout, true), mem);
        // The table's first rows are the fewest GPUs that do the job: where whole servers or instances
        // hold more, say which is which (a zh_TW QA pass read "8 GPUs … 33.4 minutes" here above the
        // table's "1 GPU … 4.5 hours" as two answers).
        if (job.gpuCount != rec->gpuCount && rec->training)
            text = joinSentences(text, (s.budget.acquisition == engine::Acquisition::Rent ?
                                            //: %1: the GPUs rented, e.g. "8 GPUs"; %2: the fewest that do the job, e.g. "1 GPU"; %3: their time
                                            ComparisonTr::tr("The %1 are what is rented, in whole instances; the fewest that "
                                                             "do the job, %2, take %3.") :
                                            //: %1: the GPUs bought, e.g. "8 GPUs"; %2: the fewest that do the job, e.g. "1 GPU"; %3: their time
                                            ComparisonTr::tr("The %1 are what is bought, in whole servers; the fewest that do "
                                                             "the job, %2, take %3."))
                                           .arg(formatGpuCount(job.gpuCount), formatGpuCount(rec->gpuCount),
                                                formatDays(rec->training->days)));
        if (!rest.isEmpty())
            text = joinSentences(text, ComparisonTr::tr("For comparison, %1.").arg(rest));
        return withCheapest(text);
    }
    QString text;
    if (s.inference.qps > 0 && rec->fixedCount)
        // The count is the user's: not "the fewest GPUs" (a GUI QA pass read that beside 99,999 fixed
        // GPUs where the search needs 4).
        text = ComparisonTr::tr("%1 is the best choice: on the fixed %2 it serves %3 requests per second (TTFT %4, TPOT %5). "
                  "Each replica runs %6 with a batch of %7 and uses %8 per GPU.")
                   .arg(name, formatGpuCount(rec->gpuCount), formatRate(s.inference.qps),
                        formatMs(rec->inference->ttftMs), formatMs(rec->inference->tpotMs),
                        layoutText(rec->layout, false), formatInteger(rec->inference->batchPerReplica), mem);
    else if (s.inference.qps > 0)
        // "Of the options that meet the goals": a GPU not sold in the region may need fewer (a zh_CN QA
        // pass read "the fewest GPUs" for 44 H20 beside 12 H100 that China cannot buy).
        text = ComparisonTr::tr("%1 is the best choice: on %2 it serves %3 requests per second (TTFT %4, TPOT %5) with the fewest "
                  "GPUs of the options that meet the goals. Each replica runs %6 with a batch of %7 and uses %8 per GPU.")
                   .arg(name, formatGpuCount(rec->gpuCount), formatRate(s.inference.qps),
                        formatMs(rec->inference->ttftMs), formatMs(rec->inference->tpotMs),
                        layoutText(rec->layout, false), formatInteger(rec->inference->batchPerReplica), mem);
    else
        text = ComparisonTr::tr("%1 is the best choice: on %2 it holds the model with the most throughput per GPU (TTFT %3, TPOT %4). "
                  "The replica runs %5 with a batch of %6 and uses %7 per GPU.")
                   .arg(name, formatGpuCount(rec->gpuCount), formatMs(rec->inference->ttftMs),
                        formatMs(rec->inference->tpotMs), layoutText(rec->layout, false),
                        formatInteger(rec->inference->batchPerReplica), mem);
    if (const std::optional<engine::LoadPoint> &at = rec->inference->atLoad)
        //: %1, %2: milliseconds; %3: a mean number of sequences, e.g. "172.7"; %4: requests in flight in all (the concurrency)
        text = joinSentences(text, ComparisonTr::tr("At that rate a request waits %1 for its first token and %2 between tokens, "
                                                    "each replica running %3 sequences at once, about %4 requests in flight in all "
                                                    "(the concurrency this rate means); the figures before are at the full batch.")
                                       .arg(formatMs(at->ttftMs), formatMs(at->itlMs), formatMean(at->sequences),
                                            formatInteger(std::llround(engine::requestsInFlight(*at, s.inference.qps,
                                                                                                 s.inference.outputTokens)))));
    if (rec->inference->prefillReplicas > 0)
        text = joinSentences(text, ComparisonTr::tr("Prefill and decode are disaggregated: %1 replicas prefill and %2 decode, "
                                                    "and each prompt's KV cache takes %3 to reach its decode replica.")
                                       .arg(formatInteger(rec->inference->prefillReplicas),
                                            formatInteger(rec->inference->replicas - rec->inference->prefillReplicas),
                                            formatMs(rec->inference->kvTransferMs)));
    if (!rest.isEmpty())
        text = joinSentences(text, ComparisonTr::tr("For comparison, %1.").arg(rest));
    return withCheapest(text);
}

QString comparisonColumnTitle(const engine::Option &o, const engine::Plan &plan)
{
    const QString header = shortGpuName(o.gpuId);
    return o.gpuId == plan.recommendedGpu ? ComparisonTr::tr("★ %1").arg(header) : header;
}

ComparisonTable comparisonRows(const engine::Plan &plan, const engine::Scenario &s)
{
    ComparisonTable t;
    const bool training = engine::isTraining(s.workload);
    for (int r = 0; r < kResultRowCount; ++r)
        t.rowTitles << rowTitle(static_cast<ResultRow>(r), training);
    t.cells.resize(kResultRowCount);
    for (std::size_t c = 0; c < plan.options.size(); ++c) {
        const engine::Option &o = plan.options[c];
        t.columns << comparisonColumnTitle(o, plan);
        if (o.gpuId == plan.recommendedGpu)
            t.recommendedColumn = static_cast<int>(c);
        for (int r = 0; r < kResultRowCount; ++r)
            t.cells[r] << comparisonCell(static_cast<ResultRow>(r), o, plan, s);
    }
    return t;
}

ScenarioComparison compareScenarios(const engine::Plan &planA, const engine::Scenario &a, const engine::Plan &planB,
                                    const engine::Scenario &b)
{
    ScenarioComparison out;
    const auto add = [&out](const QString &title, const QString &x, const QString &y) {
        out.rowTitles << title;
        out.a << x;
        out.b << y;
        out.differs << (x != y);
    };
    const auto describe = [](const engine::Scenario &s) {
        return ComparisonTr::tr("%1 · %2 · %3 parameters")
            .arg(modelDisplayName(s), workloadName(s.workload), formatParams(static_cast<double>(engine::countParams(s.model).total)));
    };
    add(ComparisonTr::tr("Scenario"), describe(a), describe(b));
    // The inputs where the two differ (precision, deadline, rate, GPU count, currency...), as the
    // report's Scenario rows say them: what was changed between A and B is on the table.
    const auto rowsA = scenarioRows(a, planA, catalog()), rowsB = scenarioRows(b, planB, catalog());
    const auto valueIn = [](const QList<QPair<QString, QString>> &rows, const QString &title) {
        for (const auto &[t, v] : rows)
            if (t == title)
                return v;
        return QStringLiteral("–");
    };
    QStringList titles;
    for (const auto &rows : {rowsA, rowsB})
        for (const auto &row : rows.mid(2))   // the model and the workload are in the first row
            if (!titles.contains(row.first))
                titles << row.first;
    for (const QString &title : titles) {
        const QString x = valueIn(rowsA, title), y = valueIn(rowsB, title);
        if (x != y)
            add(title, x, y);
    }
    const engine::Option *oa = engine::comparedOption(planA);
    const engine::Option *ob = engine::comparedOption(planB);
    const auto gpu = [](const engine::Option *o, const engine::Plan &p) { return o ? comparisonColumnTitle(*o, p) : QString(); };
    // The option each side is measured by (the recommended one, or the closest): not the "GPUs
    // compared" list above, which read the same in Chinese (a GUI QA pass).
    add(ComparisonTr::tr("Option compared"), gpu(oa, planA), gpu(ob, planB));
    const bool ta = engine::isTraining(a.workload), tb = engine::isTraining(b.workload);
    // The verdict first, beside the option it judges: the table's last row fell below the fold in
    // presentation mode at 1366 x 768 (a 简体中文 QA pass scrolled for it mid-meeting).
    QList<ResultRow> order {ResultRow::Verdict};
    for (int r = 0; r < kResultRowCount; ++r)
        if (static_cast<ResultRow>(r) != ResultRow::Verdict)
            order << static_cast<ResultRow>(r);
    for (const ResultRow row : order) {
        const QString titleA = rowTitle(row, ta), titleB = rowTitle(row, tb);
        // Two titles (A training, B serving) on two lines: on one, "Electricity for the job /
        // Electricity per month" took 70 % of the A vs B table and left its values 40 px wide (an
        // English QA pass). The report's HTML reads the line break as a space.
        //: the row title of A vs B where A and B name the row differently (training and serving): the two on two lines
        add(titleA == titleB ? titleA : ComparisonTr::tr("%1 /\n%2").arg(titleA, titleB), oa ? comparisonCell(row, *oa, planA, a) : QString(),
            ob ? comparisonCell(row, *ob, planB, b) : QString());
    }
    return out;
}

QStringList planWarnings(const engine::Plan &plan, const engine::Catalog &catalog)
{
    QStringList out;
    for (const engine::Option &o : plan.options)
        for (const engine::Warning &w : o.warnings)
            out << warningText(w, catalog.gpu(o.gpuId), &o);
    return out;
}

} // namespace gpuplan::ui

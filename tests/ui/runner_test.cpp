// SPDX-License-Identifier: GPL-3.0-or-later
// LatestRunner, the one "latest request wins" runner behind the plan and the advisor.
#include "latestrunner.h"

#include <QSignalSpy>
#include <QStringList>
#include <QTest>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace gpuplan::ui;

namespace {

// A job that waits until `release` is set, then delivers `name` (twice: two stages).
LatestRunner::Job job(QStringList *log, const QString &name, const std::atomic<bool> *release = nullptr)
{
    return [log, name, release](QPromise<LatestRunner::Delivery> &promise) {
        while (release && !release->load())
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        promise.addResult([log, name] { *log << name + QStringLiteral(".1"); });
        if (promise.isCanceled())
            return;
        promise.addResult([log, name] { *log << name + QStringLiteral(".2"); });
    };
}

} // namespace

TEST(LatestRunner, WhileOneRunsOnlyTheNewestWaitingRequestRuns)
{
    LatestRunner runner;
    QSignalSpy busy(&runner, &LatestRunner::busyChanged);
    QSignalSpy done(&runner, &LatestRunner::jobDone);
    QStringList log;
    std::atomic<bool> release {false};
    runner.submit(job(&log, QStringLiteral("a"), &release), false);
    runner.submit(job(&log, QStringLiteral("b")), false);   // replaced by c before it starts
    runner.submit(job(&log, QStringLiteral("c")), false);
    EXPECT_TRUE(runner.isBusy());
    release = true;
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runner.isBusy(); }, 5000));
    EXPECT_EQ(log, (QStringList {QStringLiteral("a.1"), QStringLiteral("a.2"), QStringLiteral("c.1"), QStringLiteral("c.2")}));
    EXPECT_EQ(done.count(), 2);
    ASSERT_EQ(busy.count(), 2);   // busy once for the whole chain
    EXPECT_TRUE(busy.at(0).at(0).toBool());
    EXPECT_FALSE(busy.at(1).at(0).toBool());
}

TEST(LatestRunner, ACancelledJobDeliversNothing)
{
    LatestRunner runner;
    QStringList log;
    std::atomic<bool> release {false};
    runner.submit(job(&log, QStringLiteral("stale"), &release), false);
    runner.submit(job(&log, QStringLiteral("new")), true);   // the running job is stale
    release = true;
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runner.isBusy(); }, 5000));
    EXPECT_EQ(log, (QStringList {QStringLiteral("new.1"), QStringLiteral("new.2")}));
}

TEST(LatestRunner, DestroyingWaitsForTheRunningJobAndDeliversNothing)
{
    QStringList log;
    std::atomic<bool> release {false};
    std::thread releaser;
    {
        LatestRunner runner;
        runner.submit(job(&log, QStringLiteral("x"), &release), false);
        releaser = std::thread([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            release = true;
        });
    }   // waits for the job: must not hang or crash
    releaser.join();
    QCoreApplication::processEvents();
    EXPECT_TRUE(log.isEmpty());
}

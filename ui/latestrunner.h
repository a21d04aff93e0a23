// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Latest request wins": one job at a time on Qt's thread pool (QtConcurrent + QFutureWatcher, as
// Qt Creator's Utils::asyncRun); while it runs only the newest request waits, and earlier waiting
// ones are dropped. A job hands its results to the GUI thread as deliveries (functions run there,
// in order); a cancelled job's deliveries are never run.

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <functional>
#include <optional>

namespace gpuplan::ui {

class LatestRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatestRunner)
public:
    using Delivery = std::function<void()>;
    // Runs on a pool thread: computes, calls promise.addResult(delivery) for each result, and may
    // stop early when promise.isCanceled().
    using Job = std::function<void(QPromise<Delivery> &promise)>;

    explicit LatestRunner(QObject *parent = nullptr);
    ~LatestRunner() override;   // cancels the running job and waits for it

    // `cancelRunning`: the running job is stale (its later deliveries are dropped); otherwise it
    // finishes and delivers, and `job` runs after it.
    void submit(Job job, bool cancelRunning);
    bool isBusy() const { return m_running; }

signals:
    // After a job and its deliveries, once the next (pending) job has started: isBusy() then says
    // whether more is coming.
    void jobDone();
    void busyChanged(bool busy);

private:
    void start(Job job);
    void jobFinished();

    QFutureWatcher<Delivery> m_watcher;
    std::optional<Job> m_pending;
    bool m_running = false;
};

} // namespace gpuplan::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "latestrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace gpuplan::ui {

LatestRunner::LatestRunner(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::resultReadyAt, this, [this](int index) {
        if (!m_watcher.isCanceled())
            m_watcher.resultAt(index)();
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LatestRunner::jobFinished);
}

LatestRunner::~LatestRunner()
{
    m_pending.reset();
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void LatestRunner::submit(Job job, bool cancelRunning)
{
    if (!m_running) {
        start(std::move(job));
        return;
    }
    if (cancelRunning)
        m_watcher.cancel();
    m_pending = std::move(job);
}

void LatestRunner::start(Job job)
{
    const bool wasRunning = m_running;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run([job = std::move(job)](QPromise<Delivery> &promise) { job(promise); }));
    if (!wasRunning)
        emit busyChanged(true);
}

void LatestRunner::jobFinished()
{
    if (m_pending) {
        Job next = std::move(*m_pending);
        m_pending.reset();
        start(std::move(next));
        emit jobDone();
        return;
    }
    m_running = false;
    emit jobDone();
    emit busyChanged(false);
}

} // namespace gpuplan::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The wizard's steps as a list beside the page: the current step is selected, and a click (or the
// arrow keys and Enter) jumps to any step, so a what-if is one edit rather than Back, Back, Next, Next.

#include <QListWidget>
#include <functional>

class QWizard;

namespace gpuplan::ui {

class StepList final : public QListWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepList)
public:
    // `goTo` moves the wizard to a page id (forward as if Next were pressed, so incomplete pages stop it).
    StepList(QWizard &wizard, std::function<void(int)> goTo, QWidget *parent = nullptr);

    // Page titles change only with the language; the wizard calls this after retranslating.
    void refresh();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWizard &m_wizard;
    std::function<void(int)> m_goTo;
};

} // namespace gpuplan::ui

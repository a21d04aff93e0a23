// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Base of every wizard page: holds the ScenarioModel, reloads its widgets from the model in
// initializePage(), and retranslates on LanguageChange. Edits go through commit helpers that copy
// the Scenario, change it and call setScenario().

#include "scenariomodel.h"

#include <QWizardPage>

class QLabel;

namespace gpuplan::ui {

class ScenarioPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ScenarioPage(ScenarioModel &model, QWidget *parent = nullptr);

    void initializePage() override;
    virtual void retranslateUi() = 0;

protected:
    // Copies the model's values into the widgets; edits made meanwhile are not written back.
    virtual void load(const engine::Scenario &s) = 0;
    template<typename F>
    void commit(F &&change)
    {
        if (m_loading)
            return;
        m_model.edit(std::forward<F>(change));
    }
    void reload();
    bool isLoading() const { return m_loading; }
    // Whether undo, redo and an applied what-if reload the page (the Results page follows every
    // change through scenarioChanged already: reloading it would plan twice).
    bool m_reloadOnReplace = true;
    void changeEvent(QEvent *event) override;
    // A red inline label for problems; hidden when empty.
    QLabel *makeIssueLabel();
    void showIssues(QLabel *label, const QStringList &issues);

    ScenarioModel &m_model;

private:
    bool m_loading = false;
};

} // namespace gpuplan::ui

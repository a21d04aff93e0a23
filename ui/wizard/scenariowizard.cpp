#include "scenariowizard.h"

#include "budgetpage.h"
#include "languagemanager.h"
#include "modeltypepage.h"
#include "planrunner.h"
#include "precisionpage.h"
#include "resultspage.h"
#include "scalepage.h"
#include "scenariomodel.h"
#include "startpage.h"
#include "workloadpage.h"

#include "text/displaynames.h"

#include <engine/scenariofile.h>

#include <QAbstractButton>
#include <QFile>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QMenu>
#include <QPushButton>
#include <QSettings>

namespace gpuplan::ui {

ScenarioWizard::ScenarioWizard(LanguageManager &language, QWidget *parent)
    : QWizard(parent), m_language(language), m_model(new ScenarioModel(this)), m_runner(new PlanRunner(this))
{
    setWizardStyle(ClassicStyle);   // the same look on every platform
    setOption(HaveCustomButton1, true);
    setOption(NoBackButtonOnStartPage, true);
    setOption(NoCancelButtonOnLastPage, true);
    setButtonLayout({CustomButton1, Stretch, BackButton, NextButton, FinishButton, CancelButton});

    m_start = new StartPage(*m_model, this);
    m_modelType = new ModelTypePage(*m_model, this);
    m_scale = new ScalePage(*m_model, this);
    m_precision = new PrecisionPage(*m_model, this);
    m_workload = new WorkloadPage(*m_model, this);
    m_budget = new BudgetPage(*m_model, this);
    m_results = new ResultsPage(*m_model, *m_runner, this);
    setPage(StartPageId, m_start);
    setPage(ModelTypePageId, m_modelType);
    setPage(ScalePageId, m_scale);
    setPage(PrecisionPageId, m_precision);
    setPage(WorkloadPageId, m_workload);
    setPage(BudgetPageId, m_budget);
    setPage(ResultsPageId, m_results);
    setStartId(StartPageId);

    // The language menu sits on the left of the button row.
    m_languageMenu = new QMenu(this);
    m_languageGroup = new QActionGroup(this);
    for (const QString &lang : LanguageManager::languages()) {
        QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(lang));
        a->setCheckable(true);
        a->setData(lang);
        a->setChecked(lang == m_language.current());
        m_languageGroup->addAction(a);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction *a) {
        m_language.switchTo(a->data().toString());
    });
    connect(&m_language, &LanguageManager::languageChanged, this, [this](const QString &lang) {
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == lang);
    });
    if (auto *b = qobject_cast<QPushButton *>(button(CustomButton1)))
        b->setMenu(m_languageMenu);

    setMinimumSize(900, 600);
    resize(1200, 720);
    retranslateUi();
    m_runner->request(m_model->scenario());
}

ScenarioWizard::~ScenarioWizard() = default;

void ScenarioWizard::retranslateUi()
{
    setWindowTitle(tr("gpuplan — GPU planning wizard"));
    setButtonText(CustomButton1, tr("&Language"));
    button(CustomButton1)->setToolTip(tr("Switch between English, Simplified and Traditional Chinese"));
    // QWizard does not retranslate its own buttons on LanguageChange (qt-toolchain.md §3.4).
    const WizardStyle style = wizardStyle();
    setWizardStyle(style == ClassicStyle ? ModernStyle : ClassicStyle);
    setWizardStyle(style);
    setButtonText(CustomButton1, tr("&Language"));
}

void ScenarioWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

void ScenarioWizard::goToPage(int id)
{
    if (currentId() == -1)
        restart();
    while (currentId() != id && currentId() != -1) {
        const int before = currentId();
        if (before > id) {
            back();
        } else {
            next();
        }
        if (currentId() == before)
            break;   // a page refused (incomplete)
    }
}

bool ScenarioWizard::waitForPlan(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (!m_runner->isBusy() && m_runner->hasPlan() && m_runner->planScenario() == m_model->scenario()) {
            QCoreApplication::processEvents();
            return true;
        }
    }
    return false;
}

bool ScenarioWizard::loadScenarioFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1.").arg(path);
        return false;
    }
    const QByteArray text = f.readAll();
    auto file = engine::parseScenarioFile(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!file) {
        if (error)
            *error = tr("%1 is not a usable scenario file: %2").arg(path, issueText(file.issue()));
        return false;
    }
    m_model->setScenario(file->scenario);
    return true;
}

void ScenarioWizard::restoreSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("ui/geometry")).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    // The last scenario, in the .gpuplan file format (engine/scenariofile.h).
    const QByteArray last = settings.value(QStringLiteral("ui/lastScenario")).toByteArray();
    if (!last.isEmpty()) {
        auto file = engine::parseScenarioFile(std::string_view(last.constData(), static_cast<std::size_t>(last.size())));
        if (file)
            m_model->setScenario(file->scenario);
    }
}

void ScenarioWizard::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("ui/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("ui/lastScenario"),
                      QByteArray::fromStdString(engine::serializeScenario(m_model->scenario())));
}

void ScenarioWizard::done(int result)
{
    saveSettings();
    QWizard::done(result);
}

} // namespace gpuplan::ui

// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard mnemonics: on every wizard page, in every language, no two visible
// widgets and wizard buttons share an Alt+letter. A clash makes Alt+letter cycle focus instead of
// acting (Alt+B not going back, Alt+F not opening the File menu).

#include "printers.h"

#include "languagemanager.h"
#include "scenariomodel.h"
#include "mainwindow.h"
#include "wizard/scenariowizard.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QMap>
#include <QTabBar>
#include <QTest>
#include <QToolButton>

#include <engine/scenario.h>

#include <gtest/gtest.h>

#include "shownwizard.h"

using namespace gpuplan::ui;

namespace {

// Qt's rule: the character after the first single '&'; "&&" is a literal ampersand.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

struct Mnemonic
{
    QChar letter;
    QString where;   // class name and text, for the failure message
};

void addText(QList<Mnemonic> &out, const QString &kind, const QString &text)
{
    const QChar m = mnemonicOf(text);
    if (!m.isNull())
        out.append({m, kind + QStringLiteral(" \"") + text + u'"'});
}

QList<Mnemonic> pageMnemonics(QWidget *page)
{
    QList<Mnemonic> out;
    const QList<QWidget *> widgets = page->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            addText(out, QString::fromLatin1(w->metaObject()->className()), b->text());
        } else if (auto *l = qobject_cast<QLabel *>(w)) {
            if (l->buddy())
                addText(out, QStringLiteral("QLabel"), l->text());
        } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
            addText(out, QStringLiteral("QGroupBox"), g->title());
        } else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                if (t->isTabVisible(i))
                    addText(out, QStringLiteral("tab"), t->tabText(i));
            }
        }
    }
    return out;
}

QList<Mnemonic> wizardButtonMnemonics(ScenarioWizard &wizard)
{
    QList<Mnemonic> out;
    const struct
    {
        QWizard::WizardButton which;
        const char *name;
    } buttons[] = {{QWizard::BackButton, "Back"},     {QWizard::NextButton, "Next"},
                   {QWizard::FinishButton, "Finish"}, {QWizard::CancelButton, "Cancel"}};
    for (const auto &b : buttons) {
        QAbstractButton *button = wizard.button(b.which);
        if (button && button->isVisible())
            addText(out, QStringLiteral("wizard %1 button").arg(QLatin1String(b.name)), button->text());
    }
    return out;
}

// The menu bar's titles (File, Edit, View, Help) share the window's Alt+letters with the page.
QList<Mnemonic> menuBarMnemonics(MainWindow &window)
{
    QList<Mnemonic> out;
    for (QAction *a : window.menuBar()->actions())
        addText(out, QStringLiteral("menu"), a->text());
    return out;
}

// "" when unique, else one line per clashing letter.
QString clashes(const QList<Mnemonic> &all)
{
    QMap<QChar, QStringList> byLetter;
    for (const Mnemonic &m : all)
        byLetter[m.letter].append(m.where);
    QString report;
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it.value().size() > 1)
            report += QStringLiteral("  '%1': %2\n").arg(it.key(), it.value().join(QStringLiteral(", ")));
    }
    if (!report.isEmpty()) {
        QString used;
        for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it)
            used += it.key();
        report += QStringLiteral("  letters in use: ") + used + u'\n';
    }
    return report;
}

const char *pageName(int id)
{
    static const char *const names[] = {"Start", "ModelType", "Scale", "Precision", "Workload", "Budget", "Results"};
    return id >= 0 && id < int(std::size(names)) ? names[id] : "?";
}

struct MnemonicsTest : ::testing::TestWithParam<const char *>, ShownWizard
{
    void SetUp() override { ASSERT_NO_FATAL_FAILURE(open(QString::fromLatin1(GetParam()), 1366, 700)); }
    void TearDown() override { close(); }

    void check(const char *page, const char *workloadName)
    {
        QList<Mnemonic> all = pageMnemonics(wizard->currentPage());
        all += wizardButtonMnemonics(*wizard);
        all += menuBarMnemonics(*window);
        const QString report = clashes(all);
        EXPECT_TRUE(report.isEmpty()) << "page " << page << " (" << workloadName << " workload) in " << GetParam()
                                      << ":\n"
                                      << report.toStdString();
    }

    void walk(engine::Workload workload, const char *workloadName)
    {
        wizard->goToPage(ScenarioWizard::StartPageId);
        wizard->model().edit([workload](engine::Scenario &s) { s.workload = workload; });
        QCoreApplication::processEvents();
        for (int id = ScenarioWizard::StartPageId; id <= ScenarioWizard::ResultsPageId; ++id) {
            wizard->goToPage(id);
            ASSERT_EQ(wizard->currentId(), id) << pageName(id);
            if (id == ScenarioWizard::ResultsPageId) {
                ASSERT_TRUE(wizard->waitForPlan());
            }
            QCoreApplication::processEvents();
            ASSERT_EQ(wizard->model().scenario().workload, workload) << pageName(id);
            check(pageName(id), workloadName);
            if (id == ScenarioWizard::ScalePageId) {
                // The "Advanced architecture" toggle shows eleven more labelled fields.
                QToolButton *toggle = nullptr;
                for (QToolButton *t : wizard->currentPage()->findChildren<QToolButton *>())
                    if (t->isCheckable() && t->isVisible())
                        toggle = t;
                ASSERT_NE(toggle, nullptr);
                toggle->setChecked(true);
                QCoreApplication::processEvents();
                check("Scale (advanced open)", workloadName);
                toggle->setChecked(false);
                QCoreApplication::processEvents();
            }
        }
    }
};

TEST(MnemonicRule, FollowsQt)
{
    EXPECT_EQ(mnemonicOf(QStringLiteral("&Back")), QChar(u'b'));
    EXPECT_EQ(mnemonicOf(QStringLiteral("R&&D &Budget")), QChar(u'b'));
    EXPECT_EQ(mnemonicOf(QStringLiteral("R&&D")), QChar());
    EXPECT_EQ(mnemonicOf(QStringLiteral("预算(&G)")), QChar(u'g'));
    EXPECT_EQ(mnemonicOf(QStringLiteral("Cancel")), QChar());
}

TEST_P(MnemonicsTest, UniqueOnEveryPageForTraining)
{
    walk(engine::Workload::Pretrain, "training");
}

TEST_P(MnemonicsTest, UniqueOnEveryPageForServing)
{
    walk(engine::Workload::Inference, "serving");
}

INSTANTIATE_TEST_SUITE_P(Languages, MnemonicsTest, ::testing::Values("en", "zh_CN", "zh_TW"));

} // namespace

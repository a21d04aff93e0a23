// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The wizard as a user sees it in a test: a language switched to, the window shown at a size and
// exposed; closed again in English so the next test starts from the same state.

#include "languagemanager.h"
#include "wizard/scenariowizard.h"

#include <QCoreApplication>
#include <QTest>
#include <gtest/gtest.h>

#include <memory>

struct ShownWizard
{
    gpuplan::ui::LanguageManager language;
    std::unique_ptr<gpuplan::ui::ScenarioWizard> wizard;

    // Call with ASSERT_NO_FATAL_FAILURE from a fixture's SetUp.
    void open(const QString &lang, int width, int height)
    {
        language.switchTo(lang, false);
        QCoreApplication::processEvents();
        wizard = std::make_unique<gpuplan::ui::ScenarioWizard>(language);
        wizard->resize(width, height);
        wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(wizard.get()));
    }
    void close()
    {
        wizard.reset();
        language.switchTo(QStringLiteral("en"), false);
        QCoreApplication::processEvents();
    }
};

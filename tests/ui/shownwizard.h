// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window and its wizard as a user sees them in a test: a language switched to, the window shown at a size and
// exposed; closed again in English so the next test starts from the same state.

#include "languagemanager.h"
#include "mainwindow.h"
#include "presets.h"
#include "scenariomodel.h"
#include "wizard/scenariowizard.h"

#include <QCoreApplication>
#include <QTest>
#include <gtest/gtest.h>

#include <memory>

struct ShownWizard
{
    gpuplan::ui::LanguageManager language;
    std::unique_ptr<gpuplan::ui::MainWindow> window;
    gpuplan::ui::ScenarioWizard *wizard = nullptr;   // the window's central widget

    // Call with ASSERT_NO_FATAL_FAILURE from a fixture's SetUp.
    void open(const QString &lang, int width, int height)
    {
        language.switchTo(lang, false);
        QCoreApplication::processEvents();
        window = std::make_unique<gpuplan::ui::MainWindow>(language);
        wizard = &window->wizard();
        window->resize(width, height);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void close()
    {
        wizard = nullptr;
        window.reset();
        language.switchTo(QStringLiteral("en"), false);
        QCoreApplication::processEvents();
    }
    void switchLanguage(const QString &lang)
    {
        language.switchTo(lang, false);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    // Puts the preset scenario `id` (presets.h) into the wizard's model.
    void usePreset(const QString &id)
    {
        for (const gpuplan::ui::Preset &p : gpuplan::ui::presets())
            if (p.id == id)
                wizard->model().setScenario(p.scenario);
    }
};

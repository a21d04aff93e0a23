// SPDX-License-Identifier: GPL-3.0-or-later
#include "startpage.h"

#include "text/typography.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>

#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace gpuplan::ui {

StartPage::StartPage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(24);
    m_grid->setVerticalSpacing(2);
    for (const Preset &p : presets()) {
        m_presets.push_back(m_choices.add(QStringLiteral("preset-") + p.id));
        // The titles do not set the page's minimum width: the page takes the width it is given and
        // chooses its columns for it (resizeEvent).
        QRadioButton *b = m_presets.back().button;
        b->setSizePolicy(QSizePolicy::Ignored, b->sizePolicy().verticalPolicy());
    }
    placePresets(wantedColumns(std::numeric_limits<int>::max()));
    layout->addLayout(m_grid);
    layout->addSpacing(8);
    auto *openRow = new QHBoxLayout;
    m_openButton = new QPushButton(this);
    connect(m_openButton, &QPushButton::clicked, this, &StartPage::openRequested);
    m_openNote = new QLabel(this);
    m_openNote->setWordWrap(true);
    openRow->addWidget(m_openButton);
    openRow->addWidget(m_openNote, 1);
    layout->addLayout(openRow);
    layout->addStretch(1);

    connect(m_choices.group(), &QButtonGroup::idClicked, this, [this](int id) {
        const auto all = presets();
        if (id < 0 || id >= static_cast<int>(all.size()))
            return;
        commit([&](engine::Scenario &s) {
            s = all[static_cast<std::size_t>(id)].scenario;
            s.budget.currency = localCurrency();   // the presets carry no prices of their own
        });
        emit presetChosen();
    });
    retranslateUi();
}

// Column by column, three presets each (nine fill a square: training, serving, the rest; with four to
// a column the ninth stood alone in a third column), two columns for a short list or a page too
// narrow for three titles side by side (a GUI QA pass: at the window's 900 x 600 minimum the third
// column ran past the edge and took the Cancel button with it).
int StartPage::wantedColumns(int width) const
{
    if (m_presets.size() <= 6)
        return 2;
    int widest = 0;
    for (const DescribedChoices::Choice &c : m_presets)
        widest = std::max(widest, c.button->sizeHint().width());
    const QMargins page = contentsMargins();
    const QMargins m = layout() ? layout()->contentsMargins() : QMargins();   // the page's own are 0
    return width >= 3 * widest + 2 * m_grid->horizontalSpacing() + m.left() + m.right() + page.left() + page.right() ? 3 : 2;
}

void StartPage::placePresets(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    const std::size_t perColumn = (m_presets.size() + static_cast<std::size_t>(columns) - 1) / static_cast<std::size_t>(columns);
    for (const DescribedChoices::Choice &c : m_presets) {
        m_grid->removeWidget(c.button);
        m_grid->removeWidget(c.description);
    }
    for (std::size_t i = 0; i < m_presets.size(); ++i) {
        const int row = static_cast<int>(i % perColumn) * 2;
        const int col = static_cast<int>(i / perColumn);
        m_grid->addWidget(m_presets[i].button, row, col);
        m_grid->addWidget(m_presets[i].description, row + 1, col, Qt::AlignTop);   // under its title, not centred
        m_grid->setRowMinimumHeight(row + 1, 0);
    }
    for (int col = 0; col < 3; ++col)
        m_grid->setColumnStretch(col, col < columns ? 1 : 0);
}

void StartPage::resizeEvent(QResizeEvent *event)
{
    ScenarioPage::resizeEvent(event);
    placePresets(wantedColumns(width()));
}

void StartPage::changeEvent(QEvent *event)
{
    ScenarioPage::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_grid)   // presentation mode: wider titles
        placePresets(wantedColumns(width()));
}

void StartPage::retranslateUi()
{
    setTitle(tr("Start"));
    setSubTitle(tr("Pick the situation closest to yours; every later step can change it."));
    m_intro->setText(tr("Presets cover what procurement teams and consultants ask most often. Each one fills in "
                        "the model, the workload and the GPUs to compare."));
    const auto list = presets();
    for (std::size_t i = 0; i < list.size() && i < m_choices.size(); ++i)   // mnemonics 1..8 in every language
        m_choices.setTexts(i, QStringLiteral("&%1  ").arg(i + 1) + list[i].title, keepUnitsTogether(list[i].description),
                           list[i].description);
    m_openButton->setText(tr("&Open Saved Scenario…"));
    m_openButton->setToolTip(tr("Open a .gpuplan scenario file (Ctrl+O). You can also drop one on the window."));
    m_openNote->setText(tr("Scenarios are saved as .gpuplan files from the File menu; the examples folder has "
                           "every preset."));
    if (m_grid)
        placePresets(wantedColumns(width()));   // the titles' widths are the language's
}

void StartPage::load(const engine::Scenario &s)
{
    const auto list = presets();
    m_choices.uncheckAll();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (engine::Scenario p = list[i].scenario; (p.budget.currency = s.budget.currency, p == s)) {
            m_choices.check(i);
            break;
        }
}

bool StartPage::choosePreset(const QString &id)
{
    const auto list = presets();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id) {
            m_choices.button(i)->click();
            return true;
        }
    return false;
}

QString StartPage::selectedPresetId() const
{
    const int id = m_choices.checkedId();
    const auto list = presets();
    return id >= 0 && id < static_cast<int>(list.size()) ? list[static_cast<std::size_t>(id)].id : QString();
}

} // namespace gpuplan::ui

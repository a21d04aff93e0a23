// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Exclusive radio buttons, each with its description on a muted, indented line under it: the Start
// page's presets and the Model Type page's families. The page places each pair in its own layout
// (a column, a grid); the choices keep the buttons, the labels and the group that makes them
// exclusive, all owned by the page's widget.

#include <QString>

#include <cstddef>
#include <vector>

class QButtonGroup;
class QLabel;
class QRadioButton;
class QWidget;

namespace gpuplan::ui {

class DescribedChoices
{
public:
    struct Choice
    {
        QRadioButton *button = nullptr;
        QLabel *description = nullptr;
    };

    explicit DescribedChoices(QWidget *owner);

    // A new choice, its id in the group the next index; the page lays out the two widgets.
    Choice add(const QString &objectName);
    std::size_t size() const { return m_choices.size(); }
    QRadioButton *button(std::size_t i) const { return m_choices[i].button; }
    // Emits idClicked(int id) when the user picks a choice.
    QButtonGroup *group() const { return m_group; }

    void setTexts(std::size_t i, const QString &title, const QString &description, const QString &toolTip);
    void check(std::size_t i);
    void uncheckAll();
    int checkedId() const;

private:
    QWidget *m_owner;
    QButtonGroup *m_group;
    std::vector<Choice> m_choices;
};

} // namespace gpuplan::ui

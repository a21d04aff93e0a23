// SPDX-License-Identifier: GPL-3.0-or-later
#include "describedchoices.h"

#include <QButtonGroup>
#include <QLabel>
#include <QPalette>
#include <QRadioButton>

namespace gpuplan::ui {

DescribedChoices::DescribedChoices(QWidget *owner) : m_owner(owner), m_group(new QButtonGroup(owner)) {}

DescribedChoices::Choice DescribedChoices::add(const QString &objectName)
{
    Choice c;
    c.button = new QRadioButton(m_owner);
    c.button->setObjectName(objectName);
    c.description = new QLabel(m_owner);
    c.description->setWordWrap(true);
    c.description->setIndent(22);   // under the button's text, past its indicator
    c.description->setForegroundRole(QPalette::PlaceholderText);
    m_group->addButton(c.button, static_cast<int>(m_choices.size()));
    m_choices.push_back(c);
    return c;
}

void DescribedChoices::setTexts(std::size_t i, const QString &title, const QString &description, const QString &toolTip)
{
    m_choices[i].button->setText(title);
    m_choices[i].button->setToolTip(toolTip);
    m_choices[i].description->setText(description);
}

void DescribedChoices::check(std::size_t i)
{
    m_choices[i].button->setChecked(true);
}

void DescribedChoices::uncheckAll()
{
    m_group->setExclusive(false);
    for (const Choice &c : m_choices)
        c.button->setChecked(false);
    m_group->setExclusive(true);
}

int DescribedChoices::checkedId() const
{
    return m_group->checkedId();
}

} // namespace gpuplan::ui

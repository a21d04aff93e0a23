// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Combo boxes that carry engine enums as their item data (QVariant::fromValue + findData), so no
// page maps a row index to an enum by arithmetic. An item without data is "Auto".

#include <QComboBox>
#include <QVariant>
#include <algorithm>
#include <optional>

namespace gpuplan::ui {

template<typename E>
void addEnumItem(QComboBox *combo, const QString &text, E value)
{
    combo->addItem(text, QVariant::fromValue(value));
}

// The current item's value; nullopt for an item without data ("Auto") or no item.
template<typename E>
std::optional<E> currentEnum(const QComboBox *combo)
{
    const QVariant v = combo->currentData();
    if (!v.isValid() || !v.canConvert<E>())
        return std::nullopt;
    return v.value<E>();
}

// Selects the item of `value` (nullopt: the item without data); the first item when none matches.
template<typename E>
void selectEnum(QComboBox *combo, std::optional<E> value)
{
    const int i = value ? combo->findData(QVariant::fromValue(*value)) : combo->findData(QVariant());
    combo->setCurrentIndex(std::max(0, i));
}

// Selects the item whose data is `value`; the first item when none has it (a value from an older
// or hand-edited file).
inline void selectData(QComboBox *combo, const QVariant &value)
{
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

// A combo box whose width does not grow with its longest item (a translated "Optimizer states and
// weights to the CPU" widened the Scenario page's layout grid past a 1280-pixel window); the popup
// still shows every item whole (Qt widens the popup to its contents).
inline void makeCompact(QComboBox *combo, int characters = 14)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(characters);
}

} // namespace gpuplan::ui

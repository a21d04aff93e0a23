// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Number fields that never clamp or revert behind the user's back. Qt's spin boxes refuse the
// keystroke that makes a number too large, and on leaving the field put back the previous value
// (or the nearest bound) without a word. These keep whatever number was typed until the field is
// left or Enter is pressed; a number outside the field's range, or text that is not a number, is
// then not taken, and invalidText() says so — the field, what was typed, the range and the value
// that stays — in the current language (the page shows it inline). Enter on rejected text stays in
// the field instead of pressing the wizard's default button.

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

#include <optional>

namespace gpuplan::ui {

// What both boxes share: the overrides that keep and report text that cannot be taken
// (checkedspinbox.cpp). Self is the box, which declares the invalidTextChanged() signal.
template<typename Base, typename Self>
class CheckedBox : public Base
{
public:
    explicit CheckedBox(QWidget *parent);
    // Why the text last left in the field was not taken (translated when asked), or empty.
    QString invalidText() const;
    // Forgets the text not taken: the value was replaced from outside (a new document, a preset,
    // undo), so what was typed before no longer stands.
    void clearInvalidText();
    // The smallest value after the special one (the minimum, shown as the special text) where the
    // range has a gap: a rack of 1 to 500 kW, 0 for "Automatic". A number in the gap is not taken.
    void setLeastValue(double least) { m_least = least; }

protected:
    // The number in the text in the field's unit, NaN if none: what a refusal says was typed (a box
    // that takes unit words reads them, so "20000T" is too large, not "not a number").
    virtual double typedNumber(const QString &text) const;
    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString shownValue() const;
    bool checkText();
    std::optional<QString> m_rejected;
    std::optional<double> m_least;
};

class CheckedSpinBox : public CheckedBox<QSpinBox, CheckedSpinBox>
{
    Q_OBJECT

public:
    explicit CheckedSpinBox(QWidget *parent = nullptr);

signals:
    void invalidTextChanged();
};

class CheckedDoubleSpinBox : public CheckedBox<QDoubleSpinBox, CheckedDoubleSpinBox>
{
    Q_OBJECT

public:
    explicit CheckedDoubleSpinBox(QWidget *parent = nullptr);

signals:
    void invalidTextChanged();
};

// The text with the forms a Chinese input method types turned into ASCII: full-width digits, signs
// and letters (８, －, Ｂ), the ideographic full stop as a decimal point (7。2) and the ideographic
// space. One character for one, so a cursor position stays valid (a GUI QA pass: "８" was "not a
// number").
QString asciiNumberText(QString text);

// True when the number in `text` (without prefix or suffix) has group separators that do not group
// thousands: "7,2" or "1,00" (Qt read them as 72 and 100, so an exchange rate typed with a decimal
// comma became ten times larger without a word; a GUI QA pass). "1,234.5" and "1234" are fine.
bool misgrouped(const QString &text);

// The invalidText() of every checked field under `root` that is on screen with it (not one hidden
// with the other workload's settings), in tab order of creation.
QStringList invalidFieldTexts(const QWidget *root);

// Calls `f` (in `root`'s thread and lifetime) whenever a checked field under `root` changes what it
// has to say: how a page keeps its inline messages current.
template<typename F>
void onInvalidTextChanged(QWidget *root, F f)
{
    for (CheckedSpinBox *box : root->findChildren<CheckedSpinBox *>())
        QObject::connect(box, &CheckedSpinBox::invalidTextChanged, root, f);
    for (CheckedDoubleSpinBox *box : root->findChildren<CheckedDoubleSpinBox *>())
        QObject::connect(box, &CheckedDoubleSpinBox::invalidTextChanged, root, f);
}

// Calls `f` (in `receiver`'s thread and lifetime) when the user confirms text typed into `box` (Enter,
// or leaving the field), even when it parses to the value the box already shows: a file's value outside
// the field's range is shown as the nearest bound, and typing that bound must still take it. Only typed
// text counts: tabbing through a field changes nothing. (The box's own textChanged comes with a new
// value only; its line edit's textEdited is every keystroke of the user's and none of the program's.)
template<typename F>
void onTypedEditingFinished(QAbstractSpinBox *box, QObject *receiver, F f)
{
    if (auto *edit = box->findChild<QLineEdit *>())
        QObject::connect(edit, &QLineEdit::textEdited, box, [box] { box->setProperty("typed", true); });
    QObject::connect(box, &QAbstractSpinBox::editingFinished, receiver, [box, f] {
        if (box->property("typed").toBool()) {
            box->setProperty("typed", false);
            f();
        }
    });
}

// The wizard's number fields set up alike: the range, digits grouped, the value taken on Enter or
// when the field is left (not at each keystroke: typing 128 is not 1, then 12), held arrows
// accelerating. Returns the box.
template<typename Box, typename T>
Box *setUpNumberField(Box *box, T lo, T hi)
{
    box->setRange(lo, hi);
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    box->setAccelerated(true);
    return box;
}

} // namespace gpuplan::ui

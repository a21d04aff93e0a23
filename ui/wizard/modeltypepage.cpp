// SPDX-License-Identifier: GPL-3.0-or-later
#include "modeltypepage.h"

#include "presets.h"
#include "text/displaynames.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

#include <iterator>

namespace gpuplan::ui {

namespace {
const engine::Family kFamilies[] = {engine::Family::Decoder, engine::Family::Moe, engine::Family::Encoder,
                                    engine::Family::Vit, engine::Family::Clip, engine::Family::Multimodal,
                                    engine::Family::EncoderDecoder};
}

std::string ModelTypePage::defaultModelFor(engine::Family f)
{
    switch (f) {
    case engine::Family::Decoder: return "llama-2-7b";
    case engine::Family::Moe: return "mixtral-8x7b";
    case engine::Family::Encoder: return "bert-large-uncased";
    case engine::Family::Vit: return "vit-h-14";
    case engine::Family::Clip: return "clip-vit-l-14";
    case engine::Family::Multimodal: return "llava-1.5-7b";
    case engine::Family::EncoderDecoder: return "flan-t5-xl";
    }
    return "llama-2-7b";
}

ModelTypePage::ModelTypePage(ScenarioModel &model, QWidget *parent) : ScenarioPage(model, parent)
{
    auto *layout = new QVBoxLayout(this);
    for (engine::Family f : kFamilies) {
        const DescribedChoices::Choice c = m_choices.add(QStringLiteral("family-") + QString::fromLatin1(engine::familyId(f)));
        layout->addWidget(c.button);
        layout->addWidget(c.description);
        layout->addSpacing(4);
    }
    layout->addStretch(1);
    connect(m_choices.group(), &QButtonGroup::idClicked, this, [this](int id) { chooseFamily(kFamilies[id]); });
    retranslateUi();
}

void ModelTypePage::retranslateUi()
{
    //: wizard step title
    setTitle(tr("Model Type"));
    setSubTitle(tr("What kind of model is it? This decides which architectures and workloads make sense."));
    const QString mnemonics[] = {tr("&Decoder LLM"), tr("&Mixture-of-experts LLM"), tr("Enc&oder (BERT-style)"),
                                 tr("V&ision transformer"), tr("&CLIP image–text model"), tr("M&ultimodal LLM"),
                                 tr("Encoder–decoder (&T5-style)")};
    static_assert(std::size(mnemonics) == std::size(kFamilies), "one label per family");
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        m_choices.setTexts(i, mnemonics[i], familyDescription(kFamilies[i]), familyDescription(kFamilies[i]));
}

void ModelTypePage::load(const engine::Scenario &s)
{
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        if (kFamilies[i] == s.model.family)
            m_choices.check(i);
}

void ModelTypePage::chooseFamily(engine::Family f)
{
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        if (kFamilies[i] == f)
            m_choices.check(i);
    commit([f](engine::Scenario &s) {
        if (s.model.family != f)
            applyModelPreset(s, defaultModelFor(f));
    });
}

} // namespace gpuplan::ui

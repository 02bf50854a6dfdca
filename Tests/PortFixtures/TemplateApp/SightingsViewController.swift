//
//  SightingsViewController.swift
//  Sightings
//

import UIKit

class SightingsViewController: UIViewController {

    private(set) var sightings = ["Robin", "Wren"]
    let countLabel = UILabel()
    let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addSighting))

        countLabel.font = .preferredFont(forTextStyle: .title2)
        countLabel.textAlignment = .center
        addButton.setTitle("Show Latest", for: .normal)
        addButton.addTarget(self, action: #selector(showLatest(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [countLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
        updateCount()
    }

    @objc func addSighting() {
        sightings.append("Sparrow")
        updateCount()
    }

    @IBAction func showLatest(_ sender: UIButton) {
        let detail = SightingDetailViewController()
        detail.name = sightings.last
        navigationController?.pushViewController(detail, animated: false)
    }

    private func updateCount() {
        countLabel.text = "\(sightings.count) sightings"
    }
}
